import { expect } from 'chai';
import { setConfig } from '../../core/page/config.js';
import {
  captureConsoleErrors, cleanup, expectAttributeError, expectAxeClean, expectDeclaredParts, fixture, shadow, testConfig, waitFor,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import './share-bar.define.js';
import { shareBarParts } from './share-bar.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

/** A stand-in for the popup window: records where it is sent. */
interface FakePopup { location: { href: string }; opener: unknown; closed: boolean; close(): void }
let popups: FakePopup[];
let opened: { url?: string; name?: string; features?: string }[];
let shortLinkCalls: string[];
let shortLinkAnswer: () => Response;
const realOpen = window.open;
const realFetch = window.fetch;

const buttons = (el: Element) => waitFor(() => {
  const found = [...shadow(el).querySelectorAll<HTMLButtonElement>('button[part=button]')];
  if (found.length !== 3) throw new Error('not rendered yet');
  return found;
});
const button = async (el: Element, network: string) => (await buttons(el)).find((b) => b.dataset.network === network)!;
const lastPopupAddress = () => waitFor(() => {
  const href = popups.at(-1)?.location.href;
  if (!href || href === 'about:blank') throw new Error('popup not navigated yet');
  return new URL(href);
});

describe('mck-share-bar', () => {
  beforeEach(() => {
    testConfig({ facebookAppId: 'fb-app', shortLinkToken: 'tok' });
    popups = [];
    opened = [];
    shortLinkCalls = [];
    shortLinkAnswer = () => Response.json({ data: { link: `${location.origin}/s/short123` } });
    window.open = ((url?: string, name?: string, features?: string) => {
      opened.push({ url, name, features });
      const popup: FakePopup = { location: { href: 'about:blank' }, opener: window, closed: false, close() { this.closed = true; } };
      popups.push(popup);
      return popup as unknown as Window;
    }) as typeof window.open;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/test-services/shortLink/links')) return realFetch(input, init);
      shortLinkCalls.push(String(init?.body ?? ''));
      return shortLinkAnswer();
    }) as typeof fetch;
  });
  afterEach(() => {
    try {
      expectDeclaredParts('mck-share-bar', shareBarParts);
    } finally {
      cleanup();
      setConfig(null);
      window.open = realOpen;
      window.fetch = realFetch;
      document.documentElement.removeAttribute('dir');
    }
  });

  it('opens a 600×500 popup, asks for a short link of the tracked URL, then sends the popup to LinkedIn', async () => {
    const el = fixture('<mck-share-bar url="/articles/ai?x=1#part-2" page-title="AI"></mck-share-bar>');
    const shared: unknown[] = [];
    el.addEventListener('mck-share-bar-share', (event) => shared.push((event as CustomEvent).detail));
    (await button(el, 'linkedin')).click();
    const address = await lastPopupAddress();
    expect(opened[0]!.features).to.match(/width=600,height=500/);
    expect(JSON.parse(shortLinkCalls[0]!)).to.deep.equal({ long_url: `${location.origin}/articles/ai?x=1&cid=other-soc-lkn#part-2` });
    expect(address.origin + address.pathname).to.equal('https://www.linkedin.com/shareArticle');
    expect(address.searchParams.get('url')).to.equal(`${location.origin}/s/short123`);
    expect(popups[0]!.opener).to.equal(null);
    expect(shared).to.deep.equal([{ network: 'linkedin', link: `${location.origin}/s/short123` }]);
  });

  it('reuses the cached share address on later clicks', async () => {
    const el = fixture('<mck-share-bar url="/a"></mck-share-bar>');
    (await button(el, 'facebook')).click();
    const first = await lastPopupAddress();
    (await button(el, 'facebook')).click();
    const second = await lastPopupAddress();
    expect(second.href).to.equal(first.href);
    expect(shortLinkCalls).to.have.length(1);
    expect(first.searchParams.get('app_id')).to.equal('fb-app');
    expect(first.searchParams.get('display')).to.equal('popup');
  });

  it('shares the long tracked URL, with no message, when the short-link service fails', async () => {
    shortLinkAnswer = () => new Response('{"message":"down"}', { status: 500, headers: { 'content-type': 'application/json' } });
    const el = fixture('<mck-share-bar url="/insights/quote-of-the-day/today" page-title="Quote" source="MGI Research"></mck-share-bar>');
    let address!: URL;
    const errors = await captureConsoleErrors(async () => {
      (await button(el, 'x')).click();
      address = await lastPopupAddress();
    });
    expect(errors).to.deep.equal([]);
    expect(address.searchParams.get('url')).to.equal(`${location.origin}/insights/quote-of-the-day/today?cid=other-soc-twr`);
    expect(address.searchParams.get('via')).to.equal('McKinseyMGI');
    expect(address.searchParams.get('text')).to.equal('Quote #QuoteOfTheDay');
    expect(shadow(el).querySelector('[role=alert]')).to.equal(null);
  });

  it('offers email with the translated subject and body', async () => {
    const el = fixture('<mck-share-bar url="/a" page-title="AI"></mck-share-bar>');
    await buttons(el);
    const href = shadow(el).querySelector<HTMLAnchorElement>('a[part=email]')!.href;
    expect(decodeURIComponent(href)).to.equal(`mailto:?subject=AI&body=I thought you would find this interesting: AI ${location.origin}/a`);
  });

  it('reaches every control by keyboard and shares with Enter', async () => {
    const el = fixture('<mck-share-bar url="/a"></mck-share-bar>');
    const [linkedin] = await buttons(el);
    (document.activeElement as HTMLElement | null)?.blur();
    const reached: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Tab' });
      reached.push(shadow(el).activeElement?.getAttribute('data-network') ?? shadow(el).activeElement?.getAttribute('part') ?? '');
    }
    expect(reached).to.deep.equal(['linkedin', 'facebook', 'x', 'email']);
    linkedin!.focus();
    await sendKeys({ press: 'Enter' });
    await lastPopupAddress();
  });

  it('shows a heading placeholder in editor mode only', async () => {
    const plain = fixture('<mck-share-bar></mck-share-bar>');
    await buttons(plain);
    expect(shadow(plain).querySelector('[part=placeholder]')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-share-bar></mck-share-bar>');
    await buttons(editing);
    expect(shadow(editing).querySelector('[part=placeholder]')?.textContent).to.contain('Heading');
  });

  it('is axe clean, also stacked and right to left', async () => {
    const el = fixture('<mck-share-bar heading="Share this article" layout="vertical"></mck-share-bar>');
    await buttons(el);
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await expectAxeClean(el);
    expect(getComputedStyle(shadow(el).querySelector('.list')!).direction).to.equal('rtl');
  });

  for (const [attr, html] of [
    ['layout', '<mck-share-bar layout="diagonal"></mck-share-bar>'],
    ['url', '<mck-share-bar url="javascript:alert(1)"></mck-share-bar>'],
  ] as const) {
    it(`shows its error state for a malformed ${attr}, naming tag and attribute`, async () => {
      await expectAttributeError(html, 'mck-share-bar', attr);
    });
  }

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('share-bar');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('share-bar', css())).to.deep.equal([]);
    });
  });
});
