import { expect } from 'chai';
import { setConfig } from '../../core/page/config.js';
import {
  captureConsoleErrors, cleanup, expectAxeClean, expectDeclaredParts, fixture, shadow, testConfig, waitFor,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import './consent.define.js';
import { consentParts } from './consent.api.js';
import { CONSENT_COOKIE } from './consent.js';

// The geo-IP service is a third party: here a double answers for the test's place (or fails).
// The end-to-end test (tests/e2e/consent.spec.ts) uses the reference service.
const realFetch = window.fetch;
function geoAnswers(answer: { country_code: string; region_code?: string } | 'fail') {
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/test-services/geo')) return realFetch(input, init);
    return answer === 'fail'
      ? new Response('{"message":"down"}', { status: 503, headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  };
}

const SCRIPTS = JSON.stringify({
  consent: { default: '/stand-in/consent-default.js', germany: '/stand-in/consent-germany.js' },
  tagManager: '/stand-in/tag-manager.js', launch: '/stand-in/launch.js', adPixel: '/stand-in/ad-pixel.js', chat: '/stand-in/chat.js',
});
const loadedScripts = () => [...document.querySelectorAll('script[data-mck-consent-script]')].map((s) => s.getAttribute('src'));
const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.split('=')[1] ?? null;
const clearCookies = () => document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)
  .forEach((name) => { document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`; });

const banner = (el: Element) => waitFor(() => {
  const found = shadow(el).querySelector<HTMLElement>('[part=banner]');
  if (!found) throw new Error('no banner yet');
  return found;
});
const present = <E extends HTMLElement>(el: Element, selector: string) => waitFor(() => {
  const found = shadow(el).querySelector<E>(selector);
  if (!found) throw new Error(`no ${selector} yet`);
  return found;
});
const box = (el: Element, group: string) => shadow(el).querySelector<HTMLInputElement>(`input[name=${group}]`)!;
const button = (el: Element, text: string) =>
  [...shadow(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!;

describe('mck-consent', () => {
  beforeEach(() => {
    testConfig();
    clearCookies();
    geoAnswers({ country_code: 'US', region_code: 'NY' });
  });
  afterEach(async () => {
    try {
      expectDeclaredParts('mck-consent', consentParts);
    } finally {
      await cleanup();
      window.fetch = realFetch;
      document.querySelectorAll('script[data-mck-consent-script]').forEach((s) => s.remove());
      clearCookies();
      setConfig(null);
    }
  });

  it('outside opt-in countries starts with every group on and loads the allowed scripts (no chat without the flag)', async () => {
    const el = fixture(`<mck-consent scripts='${SCRIPTS}'></mck-consent>`);
    await banner(el);
    expect(['C0002', 'C0003', 'C0004'].map((g) => box(el, g).checked)).to.deep.equal([true, true, true]);
    await waitFor(() => expect(loadedScripts()).to.deep.equal([
      '/stand-in/consent-default.js', '/stand-in/tag-manager.js', '/stand-in/launch.js', '/stand-in/ad-pixel.js',
    ]));
  });

  it('loads the chat widget when the mck_botsonic flag is on', async () => {
    testConfig({ flags: { mck_botsonic: true } });
    const el = fixture(`<mck-consent scripts='${SCRIPTS}'></mck-consent>`);
    await banner(el);
    await waitFor(() => expect(loadedScripts()).to.include('/stand-in/chat.js'));
  });

  it('in an opt-in country loads only the consent script until the visitor accepts; the choice is kept and announced', async () => {
    geoAnswers({ country_code: 'DE' });
    const el = fixture(`<mck-consent scripts='${SCRIPTS}'></mck-consent>`);
    await banner(el);
    expect(box(el, 'C0002').checked).to.equal(false);
    await waitFor(() => expect(loadedScripts()).to.deep.equal(['/stand-in/consent-default.js']));
    const changes: unknown[] = [];
    el.addEventListener('mck-consent-change', (e) => changes.push(e.detail));
    const pageWide: unknown[] = [];
    const onPage = (e: Event) => pageWide.push((e as CustomEvent).detail);
    window.addEventListener('mck:consent-changed', onPage);
    button(el, 'Accept all').click();
    await waitFor(() => expect(loadedScripts()).to.include('/stand-in/ad-pixel.js'));
    window.removeEventListener('mck:consent-changed', onPage);
    expect(cookie(CONSENT_COOKIE)).to.equal(encodeURIComponent('C0002:1,C0003:1,C0004:1'));
    expect(changes).to.deep.equal([{ consent: { C0002: true, C0003: true, C0004: true } }]);
    expect(pageWide).to.deep.equal(changes);
    const settings = await present<HTMLButtonElement>(el, '[part=settings]');
    await waitFor(() => expect(shadow(el).activeElement).to.equal(settings));
    await waitFor(() => expect(document.querySelector('[data-mck-live=polite]')?.textContent).to.equal('Your cookie choices were saved.'));
  });

  it('in California forces marketing off: the box is disabled with a note, and "Accept all" saves it off', async () => {
    geoAnswers({ country_code: 'US', region_code: 'CA' });
    const el = fixture(`<mck-consent scripts='${SCRIPTS}'></mck-consent>`);
    await banner(el);
    const marketing = box(el, 'C0004');
    expect(marketing.checked).to.equal(false);
    expect(marketing.disabled).to.equal(true);
    expect(shadow(el).querySelector('[part=note]')?.textContent).to.contain('California');
    button(el, 'Accept all').click();
    await waitFor(() => expect(cookie(CONSENT_COOKIE)).to.equal(encodeURIComponent('C0002:1,C0003:1,C0004:0')));
    expect(loadedScripts()).to.not.include('/stand-in/ad-pixel.js');
  });

  it('when the geo lookup fails, the country is empty and the strictest default applies', async () => {
    geoAnswers('fail');
    const el = fixture(`<mck-consent scripts='${SCRIPTS}'></mck-consent>`);
    await banner(el);
    expect(['C0002', 'C0003', 'C0004'].map((g) => box(el, g).checked)).to.deep.equal([false, false, false]);
    await waitFor(() => expect(loadedScripts()).to.deep.equal(['/stand-in/consent-default.js']));
  });

  it('switching marketing off deletes the cookies of the groups that are off, and again after 500 ms', async () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('C0002:1,C0003:1,C0004:1')}; path=/`;
    document.cookie = '_fbp=fb.1; path=/';
    document.cookie = '_ga=GA1.1; path=/';
    const el = fixture(`<mck-consent></mck-consent>`);
    const settings = await present<HTMLButtonElement>(el, '[part=settings]');
    settings.click();
    await banner(el);
    box(el, 'C0004').click();
    button(el, 'Save choices').click();
    await waitFor(() => expect(cookie('_fbp')).to.equal(null));
    expect(cookie('_ga')).to.equal('GA1.1'); // performance is still on
    document.cookie = '_fbp=set-again-by-a-running-script; path=/';
    await waitFor(() => expect(cookie('_fbp')).to.equal(null), 2000); // the repeat
  });

  it('removes analytics cookies whenever performance is off', async () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('C0002:0,C0003:1,C0004:1')}; path=/`;
    document.cookie = '_ga=GA1.1; path=/';
    document.cookie = '_fbp=fb.1; path=/';
    const el = fixture(`<mck-consent></mck-consent>`);
    await present(el, '[part=settings]');
    await waitFor(() => expect(cookie('_ga')).to.equal(null));
    expect(cookie('_fbp')).to.equal('fb.1');
  });

  it('in page-editing mode loads no script and shows a note', async () => {
    testConfig({ editorMode: true });
    const el = fixture(`<mck-consent scripts='${SCRIPTS}'></mck-consent>`);
    await waitFor(() => expect(shadow(el).querySelector('[part=editor-note]')?.textContent).to.contain('off in page-editing mode'));
    expect(loadedScripts()).to.deep.equal([]);
  });

  it('refuses a script URL that is not http(s), naming tag and attribute', async () => {
    let el!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      el = fixture(`<mck-consent scripts='{"adPixel":"javascript:alert(1)"}'></mck-consent>`);
      await waitFor(() => { if (!shadow(el).querySelector('[part=error]')) throw new Error('no error state yet'); });
    });
    expect(errors.some((line) => line.includes('[mck-consent]') && line.includes('attribute "scripts"'))).to.equal(true);
    expect(loadedScripts()).to.deep.equal([]);
  });

  it('is reached by keyboard in order and axe clean, also in Arabic', async () => {
    testConfig({ language: 'ar' });
    const el = fixture(`<mck-consent></mck-consent>`);
    await banner(el);
    (document.activeElement as HTMLElement | null)?.blur();
    const order: string[] = [];
    for (let i = 0; i < 7; i++) {
      await sendKeys({ press: 'Tab' });
      const active = shadow(el).activeElement as HTMLElement | null;
      order.push(active?.getAttribute('name') ?? active?.textContent ?? '');
    }
    expect(order).to.deep.equal(['Privacy policy', 'C0002', 'C0003', 'C0004', 'Accept all', 'Reject all', 'Save choices']);
    await sendKeys({ press: 'Space' }); // on "Save choices"
    await waitFor(() => expect(shadow(el).querySelector('[part=settings]')).to.not.equal(null));
    await expectAxeClean(el);
  });

  it('is axe clean with the banner open', async () => {
    geoAnswers({ country_code: 'US', region_code: 'CA' });
    const el = fixture(`<mck-consent></mck-consent>`);
    await banner(el);
    await expectAxeClean(el);
  });
});
