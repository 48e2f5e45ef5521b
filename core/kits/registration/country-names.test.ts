import { describe, expect, it } from 'vitest';
import { localCountryNames } from './lookup-field.js';

/** As the lookup service lists countries: English names with their region codes. */
const LISTED = [
  { name: 'Germany', value: 'DE' },
  { name: 'Japan', value: 'JP' },
  { name: 'United States', value: 'US' },
  { name: 'Egypt', value: 'EG' },
];

describe('the sign-up forms in the page language (issue 20, item 14)', () => {
  it('names the countries in German, Japanese and Arabic, sorted in that language', () => {
    expect(localCountryNames(LISTED, 'de').map((o) => o.name)).toEqual(['Ägypten', 'Deutschland', 'Japan', 'Vereinigte Staaten']);
    expect(localCountryNames(LISTED, 'ja-JP').map((o) => o.name)).toContain('ドイツ');
    expect(localCountryNames(LISTED, 'ar').find((o) => o.value === 'EG')?.name).toBe('مصر');
    // The values sent stay the codes.
    expect(localCountryNames(LISTED, 'de').map((o) => o.value).sort()).toEqual(['DE', 'EG', 'JP', 'US']);
  });

  it("keeps the service's English names on English pages, and a name whose code is no region", () => {
    expect(localCountryNames(LISTED, 'en')).toBe(LISTED);
    expect(localCountryNames([{ name: 'Elsewhere', value: 'OTHER' }], 'de')).toEqual([{ name: 'Elsewhere', value: 'OTHER' }]);
  });
});
