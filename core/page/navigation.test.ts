import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkNavigationUrl, navigateTo, safeNavigationUrl } from './navigation.js';
import { setConfig, parseConfig } from './config.js';

const base = 'https://www.example.com/insights/article';
const policy = { base, allowedOrigins: ['https://careers.example.com'] };

describe('checkNavigationUrl', () => {
  it.each([
    ['/my-account', 'https://www.example.com/my-account'],
    ['next?x=1#top', 'https://www.example.com/insights/next?x=1#top'],
    ['https://www.example.com/a', 'https://www.example.com/a'],
    ['https://careers.example.com/jobs', 'https://careers.example.com/jobs'],
  ])('follows %s on this origin or an allowed one', (raw, url) => {
    expect(checkNavigationUrl(raw, policy)).toEqual({ ok: true, url });
  });

  it.each([
    ['javascript:alert(document.cookie)', 'scheme'],
    [' JaVaScRiPt:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['vbscript:msgbox', 'scheme'],
    ['https://evil.example/', 'origin'],
    ['//evil.example/path', 'origin'],
    ['/\\evil.example/path', 'origin'],
    ['http://www.example.com/', 'origin'], // another scheme is another origin
    ['https://www.example.com.evil.example/', 'origin'],
    ['http://[::1', 'unparsable'],
    ['   ', 'empty'],
  ])('refuses %s (%s)', (raw, reason) => {
    expect(checkNavigationUrl(raw, policy)).toEqual({ ok: false, reason });
  });

  it("takes the allow-list from the page config's navigationOrigins by default", () => {
    setConfig(parseConfig(JSON.stringify({
      services: Object.fromEntries(['user', 'forms', 'search', 'article', 'shortLink', 'video', 'geo', 'cms', 'lookups'].map((s) => [s, `/api/${s}`])),
      navigationOrigins: ['https://partner.example.org'],
    })));
    expect(safeNavigationUrl('https://partner.example.org/x', { base })).toBe('https://partner.example.org/x');
    expect(safeNavigationUrl('https://careers.example.com/jobs', { base })).toBeNull();
    setConfig(null);
  });
});

describe('navigateTo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses, names the source on the console and stays', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    expect(navigateTo('javascript:alert(1)', '[mck-signin] redirect-url', policy)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(error.mock.calls[0]![0]).toContain('[mck-signin] redirect-url is not an http(s) URL');
  });

  it('stays quietly when there is nowhere to go', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(navigateTo('', '[mck-signin] redirect-url', policy)).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  it('goes to an allowed URL', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    expect(navigateTo('/welcome', '[x]', { base: location.href })).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL('/welcome', location.href).href);
  });
});
