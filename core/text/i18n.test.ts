import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, inTurn, networkError, type Answer, type FakeCall, type FakeServices } from '../../tests/support/fake-services.js';
import {
  DICTIONARY_CACHE_MS, applyDocumentLanguage, dictionary, dictionaryCacheKey, dictionaryLanguage, isRtl, loadDictionary,
  pluralForms, registerDefaults, t,
} from './i18n.js';

let services: FakeServices;
const answer = (data: Record<string, string>) => ({ data });
const dictionaryAnswers = (reply: Answer) => services.route({ 'GET https://cms.test/dictionary/:lang': reply });

beforeEach(() => {
  localStorage.clear();
  dictionary.value = {};
  configureForTest();
  services = fakeServices();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dictionaryLanguage', () => {
  it.each([
    ['ja-JP', 'ja'], ['de-DE', 'de'], ['de', 'de'], ['ar', 'ar'], ['ar-AE', 'ar'], ['en', 'en'], ['en-GB', 'en'],
    ['fr-FR', 'en'], ['', 'en'], [undefined, 'en'], ['JA_jp', 'ja'],
  ])('%s → %s', (page, lang) => {
    expect(dictionaryLanguage(page)).toBe(lang);
  });
});

describe('loadDictionary', () => {
  it('GETs {cms}/dictionary/{lang} without tokens and fills the signal', async () => {
    localStorage.setItem('mck.accessToken', 'SECRET');
    dictionaryAnswers(answer({ Hello: 'Hallo' }));
    await expect(loadDictionary('de-DE')).resolves.toEqual({ Hello: 'Hallo' });
    expect(dictionary.value).toEqual({ Hello: 'Hallo' });
    const [{ url, headers }] = services.calls as [FakeCall];
    expect(url.href).toBe('https://cms.test/dictionary/de');
    expect(headers.has('access_token')).toBe(false);
  });

  it('uses the cache for 5 minutes, then refetches', async () => {
    let now = 1_000_000;
    const clock = () => now;
    dictionaryAnswers(inTurn(answer({ k: 'v1' }), answer({ k: 'v2' })));

    await loadDictionary('ja-JP', clock);
    expect(JSON.parse(localStorage.getItem(dictionaryCacheKey('ja'))!)).toEqual({ savedAt: 1_000_000, data: { k: 'v1' } });

    now += DICTIONARY_CACHE_MS - 1;
    dictionary.value = {};
    await expect(loadDictionary('ja-JP', clock)).resolves.toEqual({ k: 'v1' });
    expect(dictionary.value).toEqual({ k: 'v1' });
    expect(services.calls).toHaveLength(1);

    now += 1; // exactly 5 minutes old: stale
    await expect(loadDictionary('ja-JP', clock)).resolves.toEqual({ k: 'v2' });
    expect(services.calls).toHaveLength(2);
  });

  it('expires with fake timers too (default clock)', async () => {
    vi.useFakeTimers({ now: new Date('2024-01-01T00:00:00Z'), toFake: ['Date'] });
    try {
      dictionaryAnswers(answer({ k: 'v' }));
      await loadDictionary('en');
      vi.setSystemTime(new Date('2024-01-01T00:04:59Z'));
      await loadDictionary('en');
      expect(services.calls).toHaveLength(1);
      vi.setSystemTime(new Date('2024-01-01T00:05:01Z'));
      await loadDictionary('en');
      expect(services.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('caches per language', async () => {
    dictionaryAnswers(({ params }) => answer({ lang: params.lang! }));
    await loadDictionary('de');
    await loadDictionary('en');
    await loadDictionary('de');
    expect(services.calls).toHaveLength(2);
    expect(dictionary.value).toEqual({ lang: 'de' });
  });

  it('keeps a stale cache when the call fails', async () => {
    localStorage.setItem(dictionaryCacheKey('en'), JSON.stringify({ savedAt: 0, data: { k: 'old' } }));
    dictionaryAnswers(new Response('down', { status: 503 }));
    await expect(loadDictionary('en', () => DICTIONARY_CACHE_MS * 10)).resolves.toEqual({ k: 'old' });
    expect(dictionary.value).toEqual({ k: 'old' });
  });

  it('falls back to {} without a cache, and on a malformed answer', async () => {
    dictionary.value = { stale: 'x' };
    dictionaryAnswers(inTurn(networkError(new TypeError('network')), answer({ k: 5 } as unknown as Record<string, string>)));
    await expect(loadDictionary('en')).resolves.toEqual({});
    expect(dictionary.value).toEqual({});
    await expect(loadDictionary('en')).resolves.toEqual({});
  });

  it.each([
    ['not JSON', '{nope'],
    ['wrong shape', JSON.stringify({ savedAt: 'now', data: {} })],
    ['non-string texts', JSON.stringify({ savedAt: Date.now(), data: { k: 1 } })],
  ])('ignores a corrupt cache entry (%s)', async (_name, raw) => {
    localStorage.setItem(dictionaryCacheKey('en'), raw);
    dictionaryAnswers(answer({ k: 'fresh' }));
    await expect(loadDictionary('en')).resolves.toEqual({ k: 'fresh' });
  });

  it('shares one call between simultaneous loads', async () => {
    dictionaryAnswers(answer({ k: 'v' }));
    await Promise.all([loadDictionary('en'), loadDictionary('en-US')]);
    expect(services.calls).toHaveLength(1);
  });
});

describe('t', () => {
  it('prefers the dictionary, then the registered default, then the key', () => {
    registerDefaults({ Greeting: 'Hello {name}', OnlyDefault: 'Default text' });
    dictionary.value = { Greeting: 'Hallo {name}' };
    expect(t('Greeting', { name: 'Ann' })).toBe('Hallo Ann');
    expect(t('OnlyDefault')).toBe('Default text');
    expect(t('Missing_Key')).toBe('Missing_Key');
  });

  it('replaces every placeholder it has a value for and leaves the others', () => {
    dictionary.value = { Max: '{field} may have at most {limit} characters ({limit}) {unknown}' };
    expect(t('Max', { field: 'First name', limit: 50 })).toBe('First name may have at most 50 characters (50) {unknown}');
    expect(t('Max')).toBe('{field} may have at most {limit} characters ({limit}) {unknown}');
  });
});

describe('document language', () => {
  it.each([['ar', true], ['ar-SA', true], ['AR', true], ['en', false], ['arn', false], ['de-DE', false], ['', false]])(
    'isRtl(%s) = %s', (lang, rtl) => {
      expect(isRtl(lang)).toBe(rtl);
    });

  it('sets lang and dir on <html>', () => {
    applyDocumentLanguage('ar-AE');
    expect(document.documentElement.lang).toBe('ar-AE');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('ja-JP');
    expect(document.documentElement.getAttribute('lang')).toBe('ja-JP');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('writes neither attribute when the page already says so (each write restyles the whole page)', async () => {
    const doc = document.implementation.createHTMLDocument('x');
    doc.documentElement.lang = 'en';
    const writes: string[] = [];
    new MutationObserver((records) => records.forEach((r) => writes.push(r.attributeName!))).observe(doc.documentElement, { attributes: true });
    applyDocumentLanguage('en', doc);
    await Promise.resolve();
    expect(writes).toEqual([]);
    expect(doc.documentElement.hasAttribute('dir')).toBe(false);
    applyDocumentLanguage('de', doc);
    await Promise.resolve();
    expect(writes).toEqual(['lang']);
  });

  it('works on another document', () => {
    const doc = document.implementation.createHTMLDocument('x');
    applyDocumentLanguage('ar', doc);
    expect(doc.documentElement.dir).toBe('rtl');
  });
});

describe('plural forms (ICU plural syntax in dictionary texts)', () => {
  const jobs = '{count, plural, =0 {No open positions} one {# open position} other {# open positions}}';
  it('picks the form of the language for the count, an exact =n first', () => {
    expect(pluralForms(jobs, { count: 1 }, 'en')).toBe('1 open position');
    expect(pluralForms(jobs, { count: 234 }, 'en')).toBe('234 open positions');
    expect(pluralForms(jobs, { count: 0 }, 'en')).toBe('No open positions');
    expect(pluralForms(jobs, { count: '500 plus' }, 'en')).toBe('500 plus open positions');
  });
  it("follows Arabic's six forms and Japanese's one", () => {
    const pages = '{count, plural, zero {لا صفحات} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}';
    expect([0, 1, 2, 3, 11, 100].map((count) => pluralForms(pages, { count }, 'ar')))
      .toEqual(['لا صفحات', 'صفحة واحدة', 'صفحتان', '3 صفحات', '11 صفحة', '100 صفحة']);
    expect(pluralForms('{count, plural, other {#ページ}}', { count: 1 }, 'ja')).toBe('1ページ');
  });
  it('keeps the text around it, and several plurals in one text; a text that does not parse stays as it is', () => {
    expect(pluralForms('You answered {correct} of {total, plural, one {# question} other {# questions}}.', { correct: 1, total: 1 }, 'en'))
      .toBe('You answered {correct} of 1 question.');
    expect(pluralForms('{a, plural, one {# x} other {# xs}} and {b, plural, one {# y} other {# ys}}', { a: 1, b: 2 }, 'en')).toBe('1 x and 2 ys');
    expect(pluralForms('{count, plural, one {# x} other {# xs}', { count: 2 }, 'en')).toBe('{count, plural, one {# x} other {# xs}');
  });
  it('t applies them, then the plain placeholders', () => {
    registerDefaults({ Test_Results: '{count, plural, one {# result} other {# results}} for “{query}”' });
    expect(t('Test_Results', { count: 1, query: 'ai' })).toBe('1 result for “ai”');
    expect(t('Test_Results', { count: 3, query: 'ai' })).toBe('3 results for “ai”');
  });
});
