import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './toc.define.js';
import { tocParts } from './toc.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const section = (title: string, id = '') => `<h2${id ? ` id="${id}"` : ''}>${title}</h2><div style="height: 150vh">Text of ${title}.</div>`;
const article = () => `<article><mck-toc></mck-toc>${section('The outlook', 'outlook')}${section('Risks to watch')}${section('What comes next')}</article>`;

const links = (el: Element) => waitFor(() => {
  const found = [...shadow(el).querySelectorAll<HTMLAnchorElement>('a[part=link]')];
  if (!found.length) throw new Error('not rendered yet');
  return found;
});
const currentLink = (el: Element) => shadow(el).querySelector('a[aria-current]')?.textContent ?? null;

describe('mck-toc', () => {
  widgetTestHooks('mck-toc', tocParts, () => {
    document.documentElement.removeAttribute('dir');
    window.scrollTo(0, 0);
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  });

  it('lists the article\'s sections and marks the one being read while scrolling', async () => {
    const root = fixture(article());
    const el = root.querySelector('mck-toc')!;
    expect((await links(el)).map((a) => a.getAttribute('href'))).to.deep.equal(['#outlook', '#toc-risks-to-watch', '#toc-what-comes-next']);
    const [outlook, risks, next] = [...root.querySelectorAll('h2')] as unknown as [HTMLElement, HTMLElement, HTMLElement];
    risks.scrollIntoView({ block: 'start' });
    await waitFor(() => expect(currentLink(el)).to.equal('Risks to watch'));
    next.scrollIntoView({ block: 'start' });
    await waitFor(() => expect(currentLink(el)).to.equal('What comes next'));
    outlook.scrollIntoView({ block: 'start' });
    await waitFor(() => expect(currentLink(el)).to.equal('The outlook'));
    expect(shadow(el).querySelectorAll('a[aria-current]')).to.have.length(1);
  });

  it('goes to a section by keyboard: Tab to its link, Enter moves focus to the heading', async () => {
    const root = fixture(article());
    const el = root.querySelector('mck-toc')!;
    await links(el);
    const link = await tabInto<HTMLAnchorElement>(el, 2);
    expect(link.textContent).to.equal('Risks to watch');
    await sendKeys({ press: 'Enter' });
    const heading = root.querySelectorAll('h2')[1];
    expect(document.activeElement).to.equal(heading);
    expect(location.hash).to.equal('#toc-risks-to-watch');
    await waitFor(() => expect(currentLink(el)).to.equal('Risks to watch'));
  });

  it('is axe clean, also right to left with the marker on the right', async () => {
    const el = fixture(article()).querySelector('mck-toc')!;
    const first = (await links(el))[0]!;
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await waitFor(() => expect(getComputedStyle(first).borderRightWidth).to.equal('2px'));
    await expectAxeClean(el);
  });

  it('shows a placeholder in editor mode when there are no headings, axe clean', async () => {
    testConfig({ editorMode: true });
    const el = fixture('<article><mck-toc></mck-toc><p>No headings yet.</p></article>').querySelector('mck-toc')!;
    await waitFor(() => expect(shadow(el).querySelector('[part=placeholder]')).to.not.equal(null));
    await expectAxeClean(el);
  });

  for (const attribute of ['headings', 'scope'] as const) {
    it(`shows its error state for a malformed ${attribute} selector, naming tag and attribute`, async () => {
      await expectAxeClean(await expectAttributeError(`<mck-toc ${attribute}="h2["></mck-toc>`, 'mck-toc', attribute));
    });
  }

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('toc');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('toc', css())).to.deep.equal([]);
    });
  });
});
