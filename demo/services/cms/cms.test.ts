import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { DictionaryResponse } from '../../../core/contracts/index.js';
import { createTestApp } from '../../server/testing.js';

const app = createTestApp();
const DICTIONARY_DIR = fileURLToPath(new URL('./dictionary/', import.meta.url));
const keysOf = (language: string) =>
  Object.keys(JSON.parse(readFileSync(`${DICTIONARY_DIR}${language}.json`, 'utf8'))).sort();

/**
 * Keys whose text may read the same as the English one: names (a file format, the networks'
 * brands) and words German borrowed as they are.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'PdfDownloads_Pdf', 'ShareBar_LinkedIn', 'ShareBar_Facebook', 'ShareBar_X', 'PdfDownloads_Label', 'Consent_Marketing',
  'InsightsGrid_Label', 'GlobalSearch_FilterInsights', // the site section's name, kept in German
]);

describe('GET /dictionary/:language', () => {
  it.each(['en', 'de', 'ja', 'ar'])('%s answers {data: {key: text}}, cacheable for 5 minutes', async (language) => {
    const res = await app.request(`/api/cms/dictionary/${language}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, DictionaryResponse)).toBe(true);
    expect(body.data.PageShell_SkipToMain).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('has the agreed English texts', async () => {
    const { data } = await (await app.request('/api/cms/dictionary/en')).json();
    expect(data).toMatchObject({
      Common_ErrorModule: 'This module could not be displayed.',
      SignIn_SignedInAs: 'Signed in as {name}',
      Editor_EmptyField: 'Empty field: {name}',
      PageShell_SkipToMain: 'Skip to main content',
    });
  });

  it('every language has the same keys, translated, with the same placeholders', () => {
    const files = readdirSync(DICTIONARY_DIR).map((f) => f.replace('.json', ''));
    const en = JSON.parse(readFileSync(`${DICTIONARY_DIR}en.json`, 'utf8')) as Record<string, string>;
    for (const language of files) {
      expect(keysOf(language), language).toEqual(keysOf('en'));
      const texts = JSON.parse(readFileSync(`${DICTIONARY_DIR}${language}.json`, 'utf8')) as Record<string, string>;
      for (const [key, text] of Object.entries(texts)) {
        // The same placeholders, in any order: a language puts them where its word order wants
        // ("{total}件中{index}件目"); a count with plural forms (`{count, plural, …}`) names its
        // placeholder as a plain one does (Japanese needs no plural forms).
        const placeholders = (t: string) => [...new Set((t.match(/\{\w+(?=[},])/g) ?? []).map((p) => p.slice(1)))].sort();
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(en[key]!));
        // Translated, unless the text is nothing but placeholders (an email subject that is the
        // title) or a name every language writes alike.
        const words = en[key]!.replace(/\{\w+\}/g, '').trim();
        if (language !== 'en' && words && !SAME_IN_EVERY_LANGUAGE.has(key)) expect(text, `${language} ${key}`).not.toBe(en[key]);
      }
    }
  });

  it('answers 404 to a language it has no dictionary for', async () => {
    for (const language of ['fr', 'ja-JP', '..%2Fpackage']) {
      const res = await app.request(`/api/cms/dictionary/${language}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toHaveProperty('message');
    }
  });
});

describe('GET /images/:name.svg', () => {
  it('draws a placeholder image for the seeded articles', async () => {
    const res = await app.request('/api/cms/images/article-3.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg /);
  });
});
