import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { clearTokens, setTokens } from '../../core/session/tokens.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeCall } from '../../tests/support/fake-services.js';
import { linkToShare } from './share-bar.calls.js';
import { mailtoHref, popupFeatures, shareAddress, trackedUrl, tweetText, viaHandle, type ShareRules } from './share-bar.links.js';

const rules: ShareRules = {
  title: 'The state of AI',
  source: '',
  facebookAppId: 'app-1',
  brandHandle: 'Brand',
  researchHandle: 'Institute',
  quarterlySource: 'The Quarterly',
  quarterlySuffix: '| The Quarterly',
};
const params = (address: string) => Object.fromEntries(new URL(address).searchParams);

describe('share addresses (D§7, D§9)', () => {
  it('sets cid for the network and keeps the hash and the other parameters', () => {
    expect(trackedUrl('https://site.test/a?x=1&cid=old#part-2', 'other-soc-lkn')).toBe('https://site.test/a?x=1&cid=other-soc-lkn#part-2');
  });

  it('LinkedIn shares the url; Facebook the href with app_id and display=popup', () => {
    expect(shareAddress('linkedin', 'https://s.test/1', rules, '/a')).toMatch(/^https:\/\/www\.linkedin\.com\/shareArticle\?/);
    expect(params(shareAddress('linkedin', 'https://s.test/1', rules, '/a'))).toEqual({ mini: 'true', url: 'https://s.test/1' });
    expect(params(shareAddress('facebook', 'https://s.test/1', rules, '/a'))).toEqual({ app_id: 'app-1', display: 'popup', href: 'https://s.test/1' });
  });

  it('X tweets via the brand, or the research institute for its sources', () => {
    expect(params(shareAddress('x', 'https://s.test/1', rules, '/a'))).toEqual({ url: 'https://s.test/1', via: 'Brand', text: 'The state of AI' });
    expect(viaHandle({ ...rules, source: 'MGI Research' })).toBe('Institute');
    expect(viaHandle({ ...rules, source: 'mgi in the news' })).toBe('Institute');
    expect(viaHandle({ ...rules, source: 'Other' })).toBe('Brand');
  });

  it("adds '#QuoteOfTheDay' on quote-of-the-day paths and the quarterly suffix for its source", () => {
    expect(tweetText(rules, '/featured-insights/quote-of-the-day/x')).toBe('The state of AI #QuoteOfTheDay');
    expect(tweetText({ ...rules, source: 'The Quarterly' }, '/a')).toBe('The state of AI | The Quarterly');
  });

  it('builds the email link and a 600×500 popup', () => {
    expect(mailtoHref('A & B', 'Read: https://x.test/?a=1&b=2')).toBe('mailto:?subject=A%20%26%20B&body=Read%3A%20https%3A%2F%2Fx.test%2F%3Fa%3D1%26b%3D2');
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 1200, outerHeight: 900 })).toBe('popup=yes,width=600,height=500,left=300,top=200');
  });
});

describe('linkToShare', () => {
  beforeEach(() => configureForTest({ shortLinkToken: 'token-1' }, (name) => `https://svc.test/${name}`));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearTokens();
    setConfig(null);
  });

  it('asks the short-link service with its bearer token and none of the reader\'s tokens', async () => {
    setTokens({ access: 'header.payload.sig', refresh: 'refresh-1' });
    const services = fakeServices({ 'POST /shortLink/links': { data: { link: 'https://svc.test/s/abc' } } });
    await expect(linkToShare('https://site.test/a?cid=x')).resolves.toEqual({ link: 'https://svc.test/s/abc', shortened: true });
    const [{ url, method, body, headers }] = services.calls as [FakeCall];
    expect(url.href).toBe('https://svc.test/shortLink/links');
    expect(method).toBe('POST');
    expect(body).toEqual({ long_url: 'https://site.test/a?cid=x' });
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('access_token')).toBeNull();
    expect(headers.get('refresh_token')).toBeNull();
  });

  it.each([
    ['a 500', reply(500, { message: 'down' })],
    ['an answer off its contract', { data: {} }],
  ])('falls back to the long URL silently on %s', async (_what, answer) => {
    fakeServices({ 'POST /shortLink/links': answer });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    await expect(linkToShare('https://site.test/a')).resolves.toEqual({ link: 'https://site.test/a', shortened: false });
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });
});
