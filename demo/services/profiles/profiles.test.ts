import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../core/contracts/auth.js';
import {
  MAX_PROFILE_PAGE, PROFILES_PER_ROW, ProfileCardsResponse, ProfileResponse, PUBLISHED_WORK_PAGE_SIZE, PublishedWorkResponse,
} from '../../../core/contracts/profiles.js';
import { FEATURED, FEATURED_PUBLISHED_WORK, generateProfiles, PROFILE_COUNT } from '../../db/seed/profiles.js';
import { openPostgresTestDb, openTestDb, useTestApp } from '../../server/testing.js';

const BASE = '/api/article/api/profiles';

/** The seeded partners, in folder order: what the filters are checked against. */
const PARTNERS = generateProfiles().profiles.filter((p) => p.folder === 'partners').sort((a, b) => a.position - b.position);
const distinct = (values: string[]) => [...new Set(values)].sort(new Intl.Collator('en').compare);

/** The people-profile routes of the article service, on the seeded profiles, on one database per backend. */
function profilesSuite(open: typeof openTestDb) {
  const app = useTestApp(open);

  const cards = async (body: unknown) => {
    const res = await app().request(`${BASE}/cards`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const get = async (path: string) => {
    const res = await app().request(`${BASE}/${path}`);
    return { status: res.status, body: await res.json() };
  };
  const refused = (answer: { status: number; body: unknown }, status: number) => {
    expect(answer.status).toBe(status);
    expect(is(answer.body, ErrorBody)).toBe(true);
  };

  it('lists a folder in order, 3 by default, with its total, and pages through it', async () => {
    const first = await cards({ folder: 'leadership' });
    expect(first.status).toBe(200);
    expect(is(first.body, ProfileCardsResponse)).toBe(true);
    expect(first.body.data.profiles.map((p: { id: string }) => p.id)).toEqual(['p-0001', 'p-0002', 'p-0003']);
    expect(first.body.data.profiles).toHaveLength(PROFILES_PER_ROW);
    const total = first.body.data.total as number;
    expect(total).toBeGreaterThan(PROFILES_PER_ROW);
    const rest = await cards({ folder: 'leadership', offset: 3, limit: MAX_PROFILE_PAGE });
    expect(rest.body.data.profiles).toHaveLength(total - 3);
    expect(rest.body.data.profiles[0].id).toBe('p-0004');
  });

  it('lists the ids a template chose, in its order, skipping unknown ones', async () => {
    const { body } = await cards({ ids: ['p-0005', 'p-0001', 'p-9999'], limit: 10 });
    expect(body.data.profiles.map((p: { id: string }) => p.id)).toEqual(['p-0005', 'p-0001']);
    expect(body.data.total).toBe(2);
  });

  it('gives a private profile no link, and other profiles a people page and absolute images', async () => {
    const { body } = await cards({ ids: [FEATURED.private, FEATURED.autoFetched, FEATURED.noImage] });
    const [privateCard, publicCard, noImage] = body.data.profiles;
    expect(privateCard).toMatchObject({ isPrivate: true, url: '' });
    expect(publicCard.isPrivate).toBe(false);
    expect(publicCard.url).toMatch(/^\/our-people\/[a-z0-9-]+-p-0001$/);
    expect(publicCard.standardImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/cms\/images\/person-\d+\.svg$/);
    expect(noImage.standardImage).toBe('');
  });

  it('answers a public profile and refuses a private or unknown one', async () => {
    const { status, body } = await get(FEATURED.autoFetched);
    expect(status).toBe(200);
    expect(is(body, ProfileResponse)).toBe(true);
    expect(body.data).toMatchObject({ id: FEATURED.autoFetched, autoFetchPublishedWork: true, enableContactForm: true, expertisePosition: 'area-c' });
    expect(body.data.email).toMatch(/@example\.com$/);
    refused(await get(FEATURED.private), 404);
    refused(await get('p-9999'), 404);
  });

  it('pages through published work 8 at a time, newest first', async () => {
    const pages = [];
    for (let offset = 0; offset < FEATURED_PUBLISHED_WORK; offset += PUBLISHED_WORK_PAGE_SIZE) {
      const { status, body } = await get(`${FEATURED.autoFetched}/published-work?offset=${offset}`);
      expect(status).toBe(200);
      expect(is(body, PublishedWorkResponse)).toBe(true);
      expect(body.data.total).toBe(FEATURED_PUBLISHED_WORK);
      pages.push(body.data.items as { DisplayDate: string; URL: string }[]);
    }
    expect(pages.map((p) => p.length)).toEqual([8, 8, 4]);
    const dates = pages.flat().map((item) => item.DisplayDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(pages.flat().map((item) => item.URL)).size).toBe(FEATURED_PUBLISHED_WORK);
  });

  it('gives the external-text profile its lines and no fetched items', async () => {
    const { body } = await get(FEATURED.external);
    expect(body.data.autoFetchPublishedWork).toBe(false);
    expect(body.data.externalPublishedWork.split('\n')).toHaveLength(12);
    const work = await get(`${FEATURED.external}/published-work`);
    expect(work.body.data).toEqual({ items: [], total: 0 });
  });

  it("lists the selection's facets, sorted, whatever the filters", async () => {
    const expected = {
      practice: distinct(PARTNERS.map((p) => p.interest)),
      office: distinct(PARTNERS.flatMap((p) => p.locations)),
      role: distinct(PARTNERS.map((p) => p.firm_title)),
    };
    expect(expected.office.length).toBeGreaterThan(3);
    const unfiltered = await cards({ folder: 'partners' });
    expect(unfiltered.body.data.facets).toEqual(expected);
    const filtered = await cards({ folder: 'partners', filters: { practice: expected.practice[0], office: expected.office[0] } });
    expect(filtered.body.data.facets).toEqual(expected);
    const nobody = await cards({ folder: 'no-such-folder' });
    expect(nobody.body.data).toEqual({ profiles: [], total: 0, facets: { practice: [], office: [], role: [] } });
  });

  it('filters by practice, office, role and name together, and pages within the filtered set', async () => {
    const office = PARTNERS[0]!.locations[0]!;
    const inOffice = PARTNERS.filter((p) => p.locations.includes(office));
    expect(inOffice.length).toBeGreaterThan(6);
    const first = await cards({ folder: 'partners', filters: { office }, limit: 3 });
    expect(is(first.body, ProfileCardsResponse)).toBe(true);
    expect(first.body.data.total).toBe(inOffice.length);
    const rest = await cards({ folder: 'partners', filters: { office }, offset: 3, limit: MAX_PROFILE_PAGE });
    const ids = [...first.body.data.profiles, ...rest.body.data.profiles].map((p: { id: string }) => p.id);
    expect(ids).toEqual(inOffice.map((p) => p.id));

    const { interest: practice, firm_title: role } = inOffice[0]!;
    const all = await cards({ folder: 'partners', filters: { office, practice, role }, limit: MAX_PROFILE_PAGE });
    const matching = inOffice.filter((p) => p.interest === practice && p.firm_title === role);
    expect(all.body.data.profiles.map((p: { id: string }) => p.id)).toEqual(matching.map((p) => p.id));

    // A name matches in any case, anywhere in the name or its English form.
    const last = PARTNERS[1]!.eng_name.split(' ').at(-1)!;
    const named = await cards({ folder: 'partners', filters: { name: last.toUpperCase() }, limit: MAX_PROFILE_PAGE });
    const expected = PARTNERS.filter((p) => `${p.name} ${p.eng_name}`.toLowerCase().includes(last.toLowerCase()));
    expect(named.body.data.profiles.map((p: { id: string }) => p.id)).toEqual(expected.map((p) => p.id));
  });

  it('filters chosen ids too, and matches nobody with a value the facets do not list', async () => {
    const { body } = await cards({ ids: ['p-0005', 'p-0001', 'p-0002'], filters: { role: 'No such role' } });
    expect(body.data.total).toBe(0);
    expect(body.data.facets.role.length).toBeGreaterThan(0);
    // `%` and `_` in a name are letters, not wildcards.
    const wildcard = await cards({ folder: 'partners', filters: { name: '%' } });
    expect(wildcard.body.data.total).toBe(0);
  });

  it('refuses hostile requests with a clean 400', async () => {
    refused(await cards('{not json'), 400);
    refused(await cards({}), 400);
    refused(await cards({ ids: ['p-0001'], folder: 'leadership' }), 400);
    refused(await cards({ ids: ["p' OR 1=1 --"] }), 400);
    refused(await cards({ ids: Array.from({ length: 201 }, (_, i) => `p-${i}`) }), 400);
    refused(await cards({ folder: 'leadership', offset: -1 }), 400);
    refused(await cards({ folder: 'leadership', filters: { practice: '' } }), 400);
    refused(await cards({ folder: 'leadership', filters: { name: 'x'.repeat(101) } }), 400);
    refused(await cards({ folder: 'leadership', filters: { department: 'x' } }), 400);
    refused(await cards({ folder: 'leadership', filters: { office: ['London'] } }), 400);
    refused(await get('..%2Fusers'), 400);
    refused(await get(`${FEATURED.autoFetched}/published-work?offset=abc`), 400);
    refused(await get(`${FEATURED.autoFetched}/published-work?limit=${MAX_PROFILE_PAGE + 1}`), 400);
    refused(await get(`${FEATURED.autoFetched}/published-work?limit=0`), 400);
  });

  it('clamps a too-large card limit instead of refusing it', async () => {
    const { body } = await cards({ folder: 'partners', limit: 10_000 });
    expect(body.data.profiles).toHaveLength(MAX_PROFILE_PAGE);
    expect(body.data.total).toBeLessThan(PROFILE_COUNT);
  });
}

describe('{article}/api/profiles on PGlite', () => profilesSuite(openTestDb));

describe.skipIf(!process.env.DATABASE_URL)('{article}/api/profiles on PostgreSQL (DATABASE_URL)', () =>
  profilesSuite(openPostgresTestDb));

describe('seeded profiles', () => {
  it('name in their English texts the person their page names (an Arabic name by its Latin spelling)', () => {
    const { profiles } = generateProfiles();
    const arabic = profiles.filter((p) => /[\u0600-\u06ff]/.test(p.name));
    expect(arabic.map((p) => p.id)).toContain(FEATURED.arabic);
    for (const p of profiles) {
      expect(p.eng_name, p.id).not.toMatch(/[\u0600-\u06ff]/);
      if (!arabic.includes(p)) expect(p.eng_name, p.id).toBe(p.name);
      expect(p.description, p.id).toContain(`${p.eng_name} advises`);
    }
    // Each Arabic name always goes with the same Latin spelling.
    const spelled = new Map<string, Set<string>>();
    for (const p of arabic) spelled.set(p.name, (spelled.get(p.name) ?? new Set()).add(p.eng_name));
    for (const [name, spellings] of spelled) expect([...spellings], name).toHaveLength(1);
  });
});
