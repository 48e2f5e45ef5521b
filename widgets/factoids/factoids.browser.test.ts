import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { tabInto } from '../../tests/support/keys.js';
import './factoids.define.js';
import { MEDIUM_MIN_PX, MAX_COLUMNS, TITLE_SIZES } from './factoids.layout.js';
import { COUNT_UP_DURATION_MS } from './factoids.motion.js';
import { factoidsParts } from './factoids.api.js';

const ITEMS = `
  <div><p data-factoid="large">1,200+</p><p data-factoid="medium">colleagues</p><p data-factoid="small">in 65 countries</p><a href="/people">Meet them</a></div>
  <div><p data-factoid="large">94%</p><p data-factoid="medium">of clients return</p></div>
  <div><p data-factoid="large">7</p><p data-factoid="medium">research centres</p></div>`;

/** Below the fold: the factoids wait until half of them is visible. */
const belowTheFold = (attrs: string) => `<div><div style="height: 300vh"></div><mck-factoids ${attrs}>${ITEMS}</mck-factoids></div>`;

const itemsOf = async (el: Element) => {
  await present(el, '[part=item]');
  return [...shadow(el).querySelectorAll<HTMLElement>('[part=item]')];
};
/** What sighted readers see of an item's large text (the counting number is hidden from screen readers). */
const shownNumber = (item: Element) => item.querySelector('[part=large-text] [aria-hidden=true]')!.textContent;
const spokenNumber = (item: Element) => item.querySelector('[part=large-text] .mck-visually-hidden')!.textContent;
/** Margin for a loaded machine: waiting is not what these tests measure. */
const COUNTED = COUNT_UP_DURATION_MS * 5;

describe('mck-factoids', () => {
  widgetTestHooks('mck-factoids', factoidsParts, () => document.documentElement.removeAttribute('dir'));
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('counts up only once half visible, numbers of 10 or more, screen readers hearing the final values', async () => {
    const el = fixture(belowTheFold('animation="count-up"')).querySelector('mck-factoids')!;
    const [first, second, third] = await itemsOf(el);
    expect(shownNumber(first!)).to.equal('0+');
    expect(shownNumber(third!)).to.equal('7');
    expect([first, second, third].map((item) => spokenNumber(item!))).to.deep.equal(['1,200+', '94%', '7']);
    await new Promise((r) => setTimeout(r, 200));
    expect(shownNumber(first!)).to.equal('0+');
    el.scrollIntoView({ block: 'center' });
    await waitFor(() => expect([first, second].map((item) => shownNumber(item!))).to.deep.equal(['1,200+', '94%']), COUNTED);
    window.scrollTo(0, 0);
  });

  it('slides the items in from the inline start once visible, from the right in Arabic', async () => {
    for (const dir of ['ltr', 'rtl']) {
      document.documentElement.dir = dir;
      const el = fixture(belowTheFold('animation="slide-in"')).querySelector('mck-factoids')!;
      const [first] = await itemsOf(el);
      const offset = new DOMMatrix(getComputedStyle(first!).transform).m41;
      expect(dir === 'rtl' ? offset > 0 : offset < 0, `${dir} offset ${offset}`).to.equal(true);
      expect(getComputedStyle(first!).opacity).to.equal('0');
      el.scrollIntoView({ block: 'center' });
      await waitFor(() => expect(getComputedStyle(first!).opacity).to.equal('1'), COUNTED);
      await expectAxeClean(el);
      el.parentElement!.remove();
      window.scrollTo(0, 0);
    }
  });

  it('shows the final values at once under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const animation of ['count-up', 'slide-in']) {
      const el = fixture(belowTheFold(`animation="${animation}"`)).querySelector('mck-factoids')!;
      const [first] = await itemsOf(el);
      expect(shownNumber(first!)).to.equal('1,200+');
      expect(first!.classList.contains('waiting')).to.equal(false);
      expect(getComputedStyle(first!).transitionDuration).to.equal('0s');
    }
  });

  it('lays the items out in at most 4 columns on medium screens, the large text in its title size', async () => {
    const el = fixture(`<mck-factoids title-size="medium">${ITEMS}${ITEMS}</mck-factoids>`);
    const items = await itemsOf(el);
    const columns = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size;
    expect(columns).to.equal(innerWidth >= MEDIUM_MIN_PX ? MAX_COLUMNS.medium : 1);
    expect(getComputedStyle(items[0]!.querySelector('[part=large-text]')!).fontSize).to.equal(`${TITLE_SIZES.medium}px`);
  });

  it('reaches a factoid\'s link by keyboard, with visible focus', async () => {
    const el = fixture(`<mck-factoids>${ITEMS}</mck-factoids>`);
    await itemsOf(el);
    const link = await tabInto<HTMLAnchorElement>(el);
    expect(link.getAttribute('part')).to.equal('cta');
    expect(link.href).to.equal(new URL('/people', location.href).href);
  });

  it('does not link a URL the navigation check refuses (its text stays), and names it on the console', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const el = fixture('<mck-factoids><div><p data-factoid="large">12</p><a href="javascript:alert(1)">Run</a></div></mck-factoids>');
      const [item] = await itemsOf(el);
      expect(item!.querySelector('a')).to.equal(null);
      expect(item!.querySelector('[part=cta]')!.textContent).to.equal('Run');
      // Plain text, not styled as the link it is not: the item's own colour and weight.
      const text = getComputedStyle(item!.querySelector('[part=cta]')!);
      expect([text.color, text.fontWeight]).to.deep.equal([getComputedStyle(item!).color, '400']);
      expect(warnings.some((line) => line.includes('[mck-factoids]') && line.includes('javascript:'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });

  it('renders nothing for visitors without factoids, and placeholders in editor mode', async () => {
    const plain = fixture('<mck-factoids></mck-factoids>');
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(plain).querySelector('[part=base]')).to.equal(null);
    testConfig({ editorMode: true });
    const empty = fixture('<mck-factoids></mck-factoids>');
    await waitFor(() => expect(shadow(empty).querySelector('[part=placeholder]')?.textContent).to.equal('Empty field: Factoids'));
    const partial = fixture('<mck-factoids><div><p data-factoid="medium">colleagues</p></div></mck-factoids>');
    await waitFor(() => expect([...shadow(partial).querySelectorAll('[part=placeholder]')].map((p) => p.textContent))
      .to.deep.equal(['Empty field: Large text', 'Empty field: Small text']));
    await expectAxeClean(empty);
    await expectAxeClean(partial);
  });

  it('is axe clean', async () => {
    const el = fixture(`<mck-factoids animation="count-up">${ITEMS}</mck-factoids>`);
    await itemsOf(el);
    await expectAxeClean(el);
  });

  for (const [attr, html] of [
    ['animation', `<mck-factoids animation="bounce">${ITEMS}</mck-factoids>`],
    ['title-size', `<mck-factoids title-size="giant">${ITEMS}</mck-factoids>`],
  ] as const) {
    it(`shows its error state for a malformed ${attr}, naming tag and attribute`, async () => {
      await expectAttributeError(html, 'mck-factoids', attr);
    });
  }
});
