import { expect } from 'chai';
import { cleanup, testConfig, waitFor } from '../../tests/support/browser.js';
import { setConfig } from '../page/config.js';

/**
 * The widgets' fallback stylesheet (dist/mck-fallback.css, written by `node build.mjs`) gives the
 * content a CMS prints inside a tag the box of the rendered widget, so hydrating moves nothing:
 * the tag is as high before it is defined as once it has rendered. A few widgets that render
 * without a service call, each printed as its gallery prints it (its first example), at a fixed
 * column width; the page's root font size is 10px, as on a Bootstrap 3 page, which the stylesheet
 * must not follow. Geometry only: no timing.
 */
const CASES = [
  { folder: 'accordion', define: () => import('../../widgets/accordion/accordion.define.js') },
  { folder: 'signin', define: () => import('../../widgets/signin/signin.define.js') },
  { folder: 'table', define: () => import('../../widgets/table/table.define.js') },
  { folder: 'quiz', define: () => import('../../widgets/quiz/quiz.define.js') },
];

/** The first `<mck-…>` element of the widget's gallery, as markup. */
async function firstExample(folder: string): Promise<string> {
  const html = await (await fetch(`/widgets/${folder}/${folder}.examples.html`)).text();
  const template = document.createElement('template');
  template.innerHTML = html;
  const tag = [...template.content.querySelectorAll('*')].find((el) => el.localName.startsWith('mck-'));
  if (!tag) throw new Error(`${folder}: no example tag in its gallery`);
  return tag.outerHTML;
}

async function linkFallbackSheet(): Promise<HTMLLinkElement> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/dist/mck-fallback.css';
  await new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => reject(new Error('dist/mck-fallback.css did not load: build first (node build.mjs)'));
    document.head.append(link);
  });
  return link;
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('fallback boxes (dist/mck-fallback.css)', () => {
  let sheet: HTMLLinkElement;
  before(async () => {
    setConfig(testConfig());
    document.documentElement.style.fontSize = '10px';
    sheet = await linkFallbackSheet();
  });
  after(() => {
    sheet.remove();
    document.documentElement.style.fontSize = '';
    cleanup();
    setConfig(null);
  });

  it('the printed fallback takes the rendered widget\'s height', async () => {
    const column = document.createElement('div');
    column.className = 'fixture';
    column.style.width = '640px';
    document.body.append(column);
    const hosts = await Promise.all(CASES.map(async ({ folder }) => {
      const holder = document.createElement('div');
      holder.innerHTML = await firstExample(folder);
      column.append(holder);
      return holder.firstElementChild as HTMLElement;
    }));
    await frames();
    const before = hosts.map((el) => el.getBoundingClientRect().height);
    await Promise.all(CASES.map((c) => c.define()));
    await waitFor(() => hosts.forEach((el) => {
      if (!el.hasAttribute('data-mck-rendered')) throw new Error(`${el.localName} not rendered yet`);
    }), 5000);
    await frames();
    const after = hosts.map((el) => el.getBoundingClientRect().height);
    const rows = hosts.map((el, i) => `${el.localName}: ${Math.round(before[i]!)} → ${Math.round(after[i]!)}`);
    expect(rows.filter((_, i) => before[i]! === 0 || Math.abs(before[i]! - after[i]!) > 1)).to.deep.equal([]);
  });
});
