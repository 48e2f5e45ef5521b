import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { mount } from '../../tests/support/unit.js';
import { cardsAnswer } from './profile-grid.fixtures.js';
import { initials } from './profile-grid.initials.js';
import { cardsToLoad, DEFAULT_ROWS } from './profile-grid.paging.js';
import './profile-grid.define.js';

/** A fake service over `total` profiles p-1 … p-total; p-2 is private. */
let total: number;
let bodies: { offset: number; limit: number; ids?: string[]; folder?: string }[];
let failing: boolean;

const cardsIn = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=card]')];
const loadMore = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=load-more]');
const cardCount = (el: Element, count: number) => vi.waitFor(() => expect(cardsIn(el)).toHaveLength(count));

describe('<mck-profile-grid>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    total = 11;
    bodies = [];
    failing = false;
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      expect(request.url).toBe('https://article.test/api/profiles/cards');
      const body = await request.json();
      bodies.push(body);
      if (failing) return Response.json({ message: 'Down.' }, { status: 503 });
      const last = Math.min(total, body.offset + body.limit);
      return cardsAnswer(body.offset + 1, last, total, (n) => (n === 2 ? { isPrivate: true, url: '' } : {}));
    }));
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('shows one row of 3 on load by default, public names as links and the private one as text', async () => {
    const el = mount('<mck-profile-grid heading="Our leaders" folder="leadership"><p>Printed</p></mck-profile-grid>');
    await cardCount(el, 3);
    expect(bodies).toEqual([{ folder: 'leadership', offset: 0, limit: 3 }]);
    const [first, second] = cardsIn(el);
    expect(first!.querySelector('a')?.getAttribute('href')).toBe(`${location.origin}/our-people/person-1`);
    expect(second!.querySelector('[part=name]')?.textContent).toBe('Person 2');
    expect(second!.querySelector('a, [tabindex]')).toBeNull();
    expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Our leaders');
  });

  it('shows the configured rows, then adds the configured count until the end', async () => {
    const el = mount('<mck-profile-grid profile-ids=\'["p-1","p-2"]\' rows="2" load-more-count="4"></mck-profile-grid>');
    await cardCount(el, 6);
    expect(bodies[0]).toEqual({ ids: ['p-1', 'p-2'], offset: 0, limit: 6 });
    loadMore(el)!.click();
    await cardCount(el, 10);
    expect(bodies[1]).toMatchObject({ offset: 6, limit: 4 });
    loadMore(el)!.click();
    await cardCount(el, 11);
    expect(loadMore(el)).toBeNull();
  });

  it('adds all the rest at once without a count, in calls of at most 60', async () => {
    total = 130;
    const el = mount('<mck-profile-grid folder="partners"></mck-profile-grid>');
    await cardCount(el, 3);
    loadMore(el)!.click();
    await cardCount(el, 130);
    expect(bodies.slice(1).map((b) => [b.offset, b.limit])).toEqual([[3, 60], [63, 60], [123, 7]]);
    expect(loadMore(el)).toBeNull();
  });

  it('lays two cards a row with two-column', async () => {
    const el = mount('<mck-profile-grid folder="leadership" two-column></mck-profile-grid>');
    await cardCount(el, 3);
    expect(el.shadowRoot!.querySelector('[part=cards]')?.classList.contains('two-column')).toBe(true);
  });

  // Sanitising is DOMPurify's, which needs a real DOM: the browser test checks it.
  it('shows initials when there is no photo', async () => {
    vi.mocked(fetch).mockImplementationOnce(async () => cardsAnswer(1, 1, 1, () => ({ title: 'Ada King Lovelace' })));
    const el = mount('<mck-profile-grid folder="x"></mck-profile-grid>');
    await cardCount(el, 1);
    expect(el.shadowRoot!.querySelector('[part=image]')?.textContent).toBe('AL');
  });

  it('keeps what the CMS printed when the call fails or nothing is chosen', async () => {
    failing = true;
    const failed = mount('<mck-profile-grid folder="leadership"><p>Printed</p></mck-profile-grid>');
    await vi.waitFor(() => expect(failed.shadowRoot!.querySelector('[part=fallback]')?.getAttribute('aria-busy')).toBe('false'));
    expect(failed.shadowRoot!.querySelector('[part=fallback] slot')).not.toBeNull();
    expect(cardsIn(failed)).toHaveLength(0);
    const unchosen = mount('<mck-profile-grid><p>Printed</p></mck-profile-grid>');
    await vi.waitFor(() => expect(unchosen.shadowRoot!.querySelector('[part=fallback] slot')).not.toBeNull());
    expect(bodies).toHaveLength(1);
  });

  it('pages by the spec: rows of 3 first (default 1 row), then a count or the rest', () => {
    expect(DEFAULT_ROWS).toBe(1);
    expect(cardsToLoad(0, { rows: DEFAULT_ROWS, loadMoreCount: 5 }, undefined)).toBe(3);
    expect(cardsToLoad(0, { rows: 4, loadMoreCount: 0 }, 100)).toBe(12);
    expect(cardsToLoad(12, { rows: 4, loadMoreCount: 5 }, 100)).toBe(5);
    expect(cardsToLoad(12, { rows: 4, loadMoreCount: 0 }, 100)).toBe(88);
  });

  it('takes initials from the first and last names, in any script', () => {
    expect(initials('Anna Bauer')).toBe('AB');
    expect(initials('  Mei  ')).toBe('M');
    expect(initials('ليلى حداد')).toBe('لح');
  });
});
