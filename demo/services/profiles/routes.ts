import { Hono } from 'hono';
import {
  MAX_PROFILE_PAGE, PROFILES_PER_ROW, ProfileCardsRequest, ProfileCardsResponse, ProfileId, ProfileResponse,
  PUBLISHED_WORK_PAGE_SIZE, PublishedWorkQuery, PublishedWorkResponse,
} from '../../../core/contracts/profiles.js';
import type { ServiceDeps } from '../deps.js';
import { fail, parseRequest, respond } from '../http.js';
import { clampParam } from '../search/paging.js';
import { profileById, profileCards, publishedWorkPage } from './queries.js';

/** `?offset=&limit=` as numbers (an empty or absent one is left out), checked by the contract. */
function pagingQuery(query: (name: string) => string | undefined) {
  const read = (name: string) => {
    const raw = query(name);
    if (raw === undefined || raw === '') return undefined;
    if (!/^\d{1,6}$/.test(raw)) fail(400, `Invalid request: ${name} is not a whole number.`);
    return Number(raw);
  };
  const offset = read('offset');
  const limit = read('limit');
  return parseRequest(PublishedWorkQuery, { ...(offset === undefined ? {} : { offset }), ...(limit === undefined ? {} : { limit }) });
}

const checkedId = (raw: string) => parseRequest(ProfileId, raw);

/**
 * The article service's people profiles (D§2, D§3): the grid's cards, filtered, with the
 * selection's facets (POST, because a template's list of ids can be long), a profile for its
 * people page, and its published work, 8 a page (D§9). Reads only, each one bounded query: no rate limit beyond the edge's.
 */
export function profileRoutes({ db, settings }: Pick<ServiceDeps, 'db' | 'settings'>) {
  const app = new Hono();
  // Images are the CMS service's, on this server: absolute, so pages on other origins load them.
  const absolute = (image: string) => (image ? new URL(image, settings.publicOrigin).href : '');

  app.post('/api/profiles/cards', async (c) => {
    const body: unknown = await c.req.json().catch(() => fail(400, 'Invalid request: the body is not JSON.'));
    const request = parseRequest(ProfileCardsRequest, body);
    if (!request.ids === !request.folder) fail(400, 'Invalid request: give either ids or folder.');
    const limit = clampParam(request.limit, PROFILES_PER_ROW, 1, MAX_PROFILE_PAGE);
    const selection = request.ids ? { ids: request.ids } : { folder: request.folder! };
    const { profiles, total, facets } = await profileCards(db, selection, request.filters ?? {}, request.offset ?? 0, limit);
    const withImages = profiles.map((card) => ({ ...card, standardImage: absolute(card.standardImage) }));
    return respond(c, ProfileCardsResponse, { data: { profiles: withImages, total, facets } });
  });

  app.get('/api/profiles/:id', async (c) => {
    const profile = await profileById(db, checkedId(c.req.param('id')));
    if (!profile) fail(404, 'No such profile.');
    return respond(c, ProfileResponse, { data: { ...profile, standardImage: absolute(profile.standardImage) } });
  });

  app.get('/api/profiles/:id/published-work', async (c) => {
    const { offset = 0, limit = PUBLISHED_WORK_PAGE_SIZE } = pagingQuery((name) => c.req.query(name));
    const page = await publishedWorkPage(db, checkedId(c.req.param('id')), offset, limit);
    if (!page) fail(404, 'No such profile.');
    const items = page.items.map((item) => ({ ...item, ImageUrl: absolute(item.ImageUrl) }));
    return respond(c, PublishedWorkResponse, { data: { items, total: page.total } });
  });

  return app;
}
