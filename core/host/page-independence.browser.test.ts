import { expect } from 'chai';
import { cleanup, fixture, present, shadow, testConfig } from '../../tests/support/browser.js';
import { setConfig } from '../page/config.js';
import '../../widgets/accordion/accordion.define.js';
import '../../widgets/pull-quote/pull-quote.define.js';
import '../../widgets/quiz/quiz.define.js';
import '../../widgets/signin/signin.define.js';
import { questionsAttribute } from '../../widgets/quiz/quiz.fixtures.js';

/**
 * A widget looks and measures the same on any page: the page's root font size (Bootstrap 3's
 * `html { font-size: 10px }`), what its body passes down by inheritance and its careless global
 * rules never reach inside. Only `--mck-*` theming does.
 */

const attr = (value: unknown) => JSON.stringify(value).replace(/'/g, '&#39;');
const ITEMS = attr([{ title: 'First question', body: '<p>First answer</p>' }, { title: 'Second question', body: '<p>Second answer</p>' }]);

/** Each widget as a page prints it, what shows it rendered, and the shadow elements measured. */
const WIDGETS = [
  { html: `<mck-accordion heading="Questions" items='${ITEMS}'></mck-accordion>`, ready: 'button.trigger', measure: ['[part=heading]', '[part=trigger]', '[part=list]'] },
  { html: '<mck-signin></mck-signin>', ready: 'form', measure: ['form', 'input[name=username]', 'label', '[part~=submit]'] },
  {
    html: '<mck-pull-quote quotes="double" quote-size="extra-large"><p>The best ideas travel further than we think.</p><cite slot="citation">A. Author</cite></mck-pull-quote>',
    ready: 'figure[part=base]', measure: ['figure[part=base]', '[part=mark]', 'blockquote'],
  },
  { html: `<mck-quiz media-id="size" headline="AI quiz" questions='${questionsAttribute()}'></mck-quiz>`, ready: '[part=option]', measure: ['[part=headline]', '[part=option]', '[part=navigator-item]'] },
];

const TEXT_PROPERTIES = [
  'fontSize', 'lineHeight', 'fontFamily', 'fontWeight', 'fontStyle', 'letterSpacing', 'wordSpacing',
  'textTransform', 'textAlign', 'textIndent', 'whiteSpace', 'boxSizing', 'paddingTop', 'paddingInlineStart',
] as const;
type Look = { width: number; height: number } & Record<(typeof TEXT_PROPERTIES)[number], string>;

/** What the reader sees of an element: its box and the text properties that shape its lines. */
function look(node: Element): Look {
  const box = node.getBoundingClientRect();
  const style = getComputedStyle(node);
  const round = (n: number) => Math.round(n * 10) / 10;
  const text = Object.fromEntries(TEXT_PROPERTIES.map((p) => [p, style[p]])) as Record<(typeof TEXT_PROPERTIES)[number], string>;
  return { width: round(box.width), height: round(box.height), ...text };
}

async function mount(html: string, ready: string): Promise<HTMLElement> {
  const el = fixture(html);
  await present(el, ready);
  return el;
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

async function measure(el: HTMLElement, selectors: string[]): Promise<{ host: Look } & Record<string, Look>> {
  await frames();
  const root = shadow(el);
  return {
    host: look(el),
    ...Object.fromEntries(selectors.map((selector) => {
      const node = root.querySelector(selector);
      if (!node) throw new Error(`${el.localName}: no ${selector}`);
      return [selector, look(node)];
    })),
  };
}

/** A page's own styles, each one way a CMS or framework page is written. */
const PAGES: Record<string, { root?: string; css?: string }> = {
  // A CMS template's rule for the unhydrated tag sizes it in the page's rem (each gallery's <style>).
  'Bootstrap 3 (html 10px)': { root: '10px', css: ':is(mck-accordion, mck-signin, mck-pull-quote, mck-quiz) { font-size: 1rem; }' },
  'a 20px root': { root: '20px' },
  'careless global CSS': {
    css: `
      * { box-sizing: content-box !important; }
      body {
        font: italic bold 13px/3 Georgia, serif; letter-spacing: 2px; word-spacing: 6px; text-transform: uppercase;
        text-align: center; text-indent: 3em; white-space: nowrap;
      }
      button { font-size: 31px; } div { line-height: 3; } label, input, h2, h3 { font-size: 9px; padding: 20px; }`,
  },
};

function withPage({ root, css }: { root?: string; css?: string }): () => void {
  if (root) document.documentElement.style.fontSize = root;
  const sheet = document.createElement('style');
  if (css) document.head.append(Object.assign(sheet, { textContent: css }));
  return () => {
    document.documentElement.style.removeProperty('font-size');
    sheet.remove();
  };
}

describe('widgets whatever the page', () => {
  beforeEach(() => testConfig());
  afterEach(() => {
    cleanup();
    setConfig(null);
  });

  for (const { html, ready, measure: selectors } of WIDGETS) {
    const tag = /^<([a-z-]+)/.exec(html)![1]!;

    it(`<${tag}> looks the same under any root font size, inherited text styles and careless rules`, async () => {
      const el = await mount(html, ready);
      const plain = await measure(el, selectors);
      for (const [name, page] of Object.entries(PAGES)) {
        const restore = withPage(page);
        try {
          expect(await measure(el, selectors), name).to.deep.equal(plain);
        } finally {
          restore();
        }
      }
    });

    it(`<${tag}> scales with --mck-font-size on its element`, async () => {
      const el = await mount(html, ready);
      const plain = await measure(el, selectors);
      el.style.setProperty('--mck-font-size', '20px');
      const larger = await measure(el, selectors);
      for (const selector of selectors) {
        expect(parseFloat(larger[selector]!.fontSize), selector).to.be.closeTo(parseFloat(plain[selector]!.fontSize) * 1.25, 0.5);
      }
      expect(larger.host.height).to.be.greaterThan(plain.host.height * 1.1);
    });
  }

  it('still takes the page\'s direction and language, and stays hidden in a hidden part of the page', async () => {
    const el = fixture<HTMLElement>(`<div dir="rtl" lang="ar" style="visibility: hidden">${WIDGETS[0]!.html}</div>`).firstElementChild as HTMLElement;
    const trigger = await present(el, '[part=trigger]');
    expect(getComputedStyle(trigger).direction).to.equal('rtl');
    expect(trigger.matches(':lang(ar)')).to.equal(true);
    expect(getComputedStyle(trigger).visibility).to.equal('hidden');
  });
});
