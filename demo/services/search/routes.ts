import { Hono } from 'hono';
import {
  MAX_SEARCH_ROWS, MAX_SEARCH_START, PagesSearchRequest, PagesSearchResponse, SEARCH_PAGE_SIZE,
  SUGGESTIONS_MIN_LENGTH, SuggestionsRequest, SuggestionsResponse, sortFor, type SearchFilter,
} from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { checkedJsonText, fail, parseRequest, sendJsonText } from '../http.js';
import { answerCache, rawQueryOf } from './answer-cache.js';
import { correctedQuery, searchWithCorrection } from './did-you-mean.js';
import { clampParam } from './paging.js';
import { suggestTitles } from './queries.js';

/** How many suggestions the search box shows. */
const SUGGESTIONS_SHOWN = 8;

/** The global search (D§2, D§7): pages with filters, sorts and did-you-mean; title suggestions. */
export function searchRoutes({ db }: Pick<ServiceDeps, 'db'>) {
  const app = new Hono();
  // Each holds bodies already checked against their contract (what `respond` does) and serialised,
  // so a reused answer is neither checked nor stringified again: for ten results those two cost
  // more than everything else a cache hit does.
  const searches = answerCache<string>();
  const suggestions = answerCache<string>();
  // In front of those, the same answers by the request's query string as it came: a request seen
  // before costs a lookup, not a parse and a check of its parameters (a tenth of a hit's time).
  const requests = answerCache<string>();
  /** Corrections by the words of a query and its filter: another page or sort of them needs no new check. */
  const spellings = answerCache<string | null>();
  const spell = (words: string[], filter: SearchFilter) =>
    spellings(`${filter} ${words.join(' ')}`, () => correctedQuery(db, words, filter));

  app.get('/pages', async (c) => sendJsonText(c, await requests(`pages?${rawQueryOf(c.req.url)}`, async () => {
    const request = parseRequest(PagesSearchRequest, c.req.query());
    const text = request.q.trim();
    if (!text) fail(400, 'Invalid request: q is empty.');
    const filter = request.pageFilter ?? 'all';
    const query = {
      text,
      filter,
      sort: sortFor(filter, request.sort ?? 'default'),
      start: clampParam(request.start, 0, 0, MAX_SEARCH_START),
      rows: clampParam(request.rows, SEARCH_PAGE_SIZE, 1, MAX_SEARCH_ROWS),
      hybrid: request.hybrid === 'true',
    };
    return searches(JSON.stringify(query), async () =>
      checkedJsonText(PagesSearchResponse, { data: await searchWithCorrection(db, query, spell) }));
  })));

  app.get('/pages/suggestions', async (c) => sendJsonText(c, await requests(`suggestions?${rawQueryOf(c.req.url)}`, async () => {
    const text = parseRequest(SuggestionsRequest, c.req.query()).q.trim();
    if (text.length < SUGGESTIONS_MIN_LENGTH) return checkedJsonText(SuggestionsResponse, { data: { terms: [] } });
    return suggestions(text, async () =>
      checkedJsonText(SuggestionsResponse, { data: { terms: await suggestTitles(db, text, SUGGESTIONS_SHOWN) } }));
  })));

  return app;
}
