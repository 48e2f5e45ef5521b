import { expect } from 'chai';
import { setConfig } from '../../core/page/config.js';
import { session } from '../../core/session/session.js';
import {
  cleanup, expectAttributeError, expectAxeClean, expectDeclaredParts, fixture, shadow, testConfig, waitFor,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import './pdf-downloads.define.js';
import { pdfDownloadsParts } from './pdf-downloads.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const FULL = JSON.stringify({ src: '/files/pdf/full-report.pdf', name: 'The state of AI', pageCount: 48 });
const LANGS = JSON.stringify([
  { src: '/files/pdf/summary-de.pdf', name: 'Zusammenfassung', displayName: 'Deutsch', size: 245760 },
  { src: '/files/pdf/summary-ja.pdf', name: 'Summary', size: 900 },
]);
const tagWith = (attrs: string) => `<mck-pdf-downloads heading="Downloads" full-report='${FULL}' languages='${LANGS}' ${attrs}></mck-pdf-downloads>`;

const links = (el: Element) => waitFor(() => {
  const found = [...shadow(el).querySelectorAll<HTMLAnchorElement>('a[part=link]')];
  if (!found.length) throw new Error('not rendered yet');
  return found;
});
const hrefs = async (el: Element) => (await links(el)).map((a) => a.getAttribute('href'));

describe('mck-pdf-downloads', () => {
  beforeEach(() => {
    testConfig();
    session.value = false;
  });
  afterEach(() => {
    try {
      expectDeclaredParts('mck-pdf-downloads', pdfDownloadsParts);
    } finally {
      cleanup();
      setConfig(null);
      session.value = false;
      document.documentElement.removeAttribute('dir');
      if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    }
  });

  it('lists the full report and the languages with page count or size labels', async () => {
    const el = fixture(tagWith(''));
    const found = await links(el);
    expect(found.map((a) => a.textContent)).to.deep.equal(['The state of AI', 'Deutsch', 'Summary']);
    expect([...shadow(el).querySelectorAll('[part=meta]')].map((m) => m.textContent)).to.deep.equal([' (PDF, 48 pages)', ' (PDF, 240 KB)', ' (PDF, 900 Bytes)']);
  });

  it('opens PDFs through view-file for everyone on an open page', async () => {
    const el = fixture(tagWith('access-status="public"'));
    expect(await hrefs(el)).to.deep.equal(['#/view-file/%2Ffiles%2Fpdf%2Ffull-report.pdf', '#/view-file/%2Ffiles%2Fpdf%2Fsummary-de.pdf', '#/view-file/%2Ffiles%2Fpdf%2Fsummary-ja.pdf']);
  });

  it('gates registered-only PDFs: auth-download signed out, download once signed in', async () => {
    const el = fixture(tagWith('access-status="registered users"'));
    expect((await hrefs(el))[0]).to.equal('#/auth-download/%2Ffiles%2Fpdf%2Ffull-report.pdf');
    session.value = true;
    await waitFor(() => expect(shadow(el).querySelector('a')!.getAttribute('href')).to.equal('#/download/%2Ffiles%2Fpdf%2Ffull-report.pdf'));
  });

  it('sends a signed-out reader to auth-print on a registered-only page, and to auth-save', async () => {
    const el = fixture(tagWith('access-status="registered users"'));
    await links(el);
    shadow(el).querySelector<HTMLButtonElement>('[data-action=print]')!.click();
    expect(location.hash).to.equal('#/auth-print');
    shadow(el).querySelector<HTMLButtonElement>('[data-action=save]')!.click();
    expect(location.hash).to.equal('#/auth-save');
    session.value = true;
    await waitFor(() => expect(shadow(el).querySelector('a')!.getAttribute('href')).to.match(/^#\/download\//));
    shadow(el).querySelector<HTMLButtonElement>('[data-action=save]')!.click();
    expect(location.hash).to.equal('#/save');
  });

  it('reaches every link and button by keyboard', async () => {
    const el = fixture(tagWith(''));
    await links(el);
    (document.activeElement as HTMLElement | null)?.blur();
    const reached: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await sendKeys({ press: 'Tab' });
      reached.push(shadow(el).activeElement?.textContent ?? '');
    }
    expect(reached).to.deep.equal(['The state of AI', 'Deutsch', 'Summary', 'Print', 'Save']);
  });

  it('renders nothing without PDFs, and a placeholder in editor mode', async () => {
    const plain = fixture('<mck-pdf-downloads></mck-pdf-downloads>');
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(plain).querySelector('section')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-pdf-downloads></mck-pdf-downloads>');
    await waitFor(() => expect(shadow(editing).querySelectorAll('[part=placeholder]')).to.have.length(2));
    await expectAxeClean(editing);
  });

  it('is axe clean, also right to left', async () => {
    const el = fixture(tagWith('access-status="registered users"'));
    await links(el);
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await expectAxeClean(el);
  });

  for (const [attr, html] of [
    ['languages', `<mck-pdf-downloads languages='[{"name":"no src"}]'></mck-pdf-downloads>`],
    ['full-report', `<mck-pdf-downloads full-report='{"src":"javascript:alert(1)"}'></mck-pdf-downloads>`],
    ['languages', `<mck-pdf-downloads languages='[{"src":"https://evil.example/x.pdf"}]'></mck-pdf-downloads>`],
  ] as const) {
    it(`shows its error state for a malformed ${attr}, naming tag and attribute`, async () => {
      await expectAttributeError(html, 'mck-pdf-downloads', attr);
    });
  }

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('pdf-downloads');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('pdf-downloads', css())).to.deep.equal([]);
    });
  });
});
