import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_FILTERS } from '../../core/contracts/jobs.js';
import { jobLanguage } from './job-search.calls.js';
import { jobDetailUrl, previewOf } from './job-search.card.js';
import { CITY_COUNTS, cityCount, OTHER_CITY_COUNT } from './job-search.cities.js';
import { job, LONG_TEXT, MASTER } from './job-search.fixtures.js';
import { appliedTags, clearGroup, filterGroups, removeTag, toggleTag, type FilterTag } from './job-search.tags.js';
import { readState, withSearch, writeState } from './job-search.url.js';

const groups = filterGroups(MASTER);
const tagOf = (qp: FilterTag['qp'], value: string) => groups.flatMap((g) => g.tags).find((t) => t.qp === qp && t.value === value)!;

describe('job search URL (D§2)', () => {
  it('reads page, query and every filter, repeated or comma-separated', () => {
    expect(readState('?page=3&query=data+analyst&countries=Germany,France&cities=Berlin&cities=Paris&interest=Digital&industries=Banking&functions=Strategy&continents=Asia&interestCategory=Consulting')).toEqual({
      query: 'data analyst',
      page: 3,
      filters: {
        continents: ['Asia'], countries: ['Germany', 'France'], cities: ['Berlin', 'Paris'],
        interestCategory: ['Consulting'], interest: ['Digital'], industries: ['Banking'], functions: ['Strategy'],
      },
    });
  });

  it('reads an unreadable page as the first', () => {
    for (const page of ['abc', '0', '-2', '1.5', '']) expect(readState(`?page=${page}`).page).toBe(1);
  });

  it('writes what it reads (round trip), keeping the page\'s other parameters', () => {
    const state = { query: 'data & AI', page: 2, filters: { cities: ['São Paulo', 'Berlin'], functions: ['Strategy'] } };
    const written = writeState('?lang=de&page=9&query=old', state);
    expect(new URLSearchParams(written).get('lang')).toBe('de');
    expect(readState(written)).toEqual(state);
  });

  it('leaves out page 1, an empty query and empty filters', () => {
    expect(writeState('?page=4&query=x&countries=Germany', { query: '', page: 1, filters: {} })).toBe('');
  });

  it('starts again at the first page on any change to the query or a filter (D§4)', () => {
    const onPage3 = readState('?page=3&query=data');
    expect(withSearch(onPage3, { query: 'risk' })).toEqual({ query: 'risk', page: 1, filters: {} });
    expect(withSearch(onPage3, { filters: { cities: ['Berlin'] } }).page).toBe(1);
  });

  it('knows every filter parameter of the service', () => {
    expect(JOB_FILTERS).toEqual(['continents', 'countries', 'cities', 'interestCategory', 'interest', 'industries', 'functions']);
  });
});

describe('filter tags (D§3, D§4)', () => {
  it('builds four dropdowns in the master list\'s order, regions nested with All', () => {
    expect(groups.map((g) => [g.id, g.hasAll])).toEqual([['regions', true], ['interests', false], ['industries', false], ['functions', false]]);
    expect(groups[0]!.tags.map((t) => `${t.depth}${t.value}`)).toEqual(['0Europe', '1Germany', '2Berlin', '2Munich', '1France', '2Paris', '0Asia', '1Japan', '2Tokyo']);
    expect(filterGroups(undefined)).toEqual([]);
  });

  it('selecting a parent removes its related child tags', () => {
    const selection = { countries: ['Germany', 'Japan'], cities: ['Paris'], industries: ['Banking'] };
    expect(toggleTag(selection, tagOf('continents', 'Europe'))).toEqual({ countries: ['Japan'], industries: ['Banking'], continents: ['Europe'] });
  });

  it('selecting a child removes its related parent tags', () => {
    expect(toggleTag({ continents: ['Europe'], countries: ['Germany'] }, tagOf('cities', 'Berlin'))).toEqual({ cities: ['Berlin'] });
    expect(toggleTag({ interestCategory: ['Consulting'] }, tagOf('interest', 'Digital'))).toEqual({ interest: ['Digital'] });
  });

  it('keeps unrelated tags of the same filter, and unpicks a picked tag', () => {
    const both = toggleTag({ cities: ['Tokyo'] }, tagOf('cities', 'Berlin'));
    expect(both).toEqual({ cities: ['Tokyo', 'Berlin'] });
    expect(toggleTag(both, tagOf('cities', 'Tokyo'))).toEqual({ cities: ['Berlin'] });
  });

  it('the All option of regions clears every region selection and nothing else', () => {
    expect(clearGroup({ continents: ['Asia'], countries: ['Germany'], cities: ['Paris'], functions: ['Strategy'] }, groups[0]!))
      .toEqual({ functions: ['Strategy'] });
  });

  it('lists applied tags in filter order and removes one', () => {
    const selection = { functions: ['Strategy'], cities: ['Berlin', 'Paris'] };
    expect(appliedTags(selection).map((t) => t.value)).toEqual(['Berlin', 'Paris', 'Strategy']);
    expect(removeTag(selection, 'cities', 'Berlin')).toEqual({ functions: ['Strategy'], cities: ['Paris'] });
    expect(removeTag({ cities: ['Berlin'] }, 'cities', 'Berlin')).toEqual({});
  });
});

describe('job cards (D§5, D§9)', () => {
  it('cuts the preview at 250 characters on a word boundary with an ellipsis, as text', () => {
    const preview = previewOf(`<p>${LONG_TEXT}</p>`);
    expect(preview).toBe(`${LONG_TEXT.slice(0, LONG_TEXT.indexOf('boundary') + 'boundary'.length)}…`);
    expect(previewOf('<b>Short</b> <img src=x onerror=alert(1)>text')).toBe('Short text');
  });

  it('links to the job detail page by its key', () => {
    expect(jobDetailUrl(job(1))).toBe('/careers/search-jobs/jobs/analyst-1');
  });

  describe('cities per breakpoint', () => {
    afterEach(() => vi.unstubAllGlobals());
    const widthIs = (px: number) => vi.stubGlobal('matchMedia', (query: string) => ({
      matches: px <= Number(/max-width: (\d+)px/.exec(query)![1]),
    }));

    it('shows 1, 3, 7 or 8 cities for mobile, tablet, desktop or other', () => {
      expect(CITY_COUNTS.map((c) => c.cities)).toEqual([1, 3, 7]);
      expect(OTHER_CITY_COUNT).toBe(8);
      const counts = [375, 800, 1280, 1600].map((px) => { widthIs(px); return cityCount(); });
      expect(counts).toEqual([1, 3, 7, 8]);
    });
  });
});

describe('search bar rules (D§4; the wrapping arrows are the combobox kit\'s)', () => {
  it('asks in German on a German page, else in English (D§7)', () => {
    expect(['de', 'de-CH', 'en', 'ja-JP', 'ar', 'desi'].map(jobLanguage)).toEqual(['de', 'de', 'en', 'en', 'en', 'en']);
  });
});
