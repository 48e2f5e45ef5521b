import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, inTurn, reply, type Answer, type FakeServices } from '../../tests/support/fake-services.js';
import { article, LONG_DESCRIPTION } from './insights-grid.fixtures.js';
import './insights-grid.define.js';
import { mount } from '../../tests/support/unit.js';

let services: FakeServices;
/** The article pages the grid asks for, one per request (a further request fails the test). */
const answerPages = (...pages: Answer[]) => {
  services = fakeServices({ 'POST https://article.test/api/insightsgrid/articles': inTurn(...pages) });
};
const bodies = () => services.calls.map((call) => call.body);

const page = (ids: number[], nextCursor: string | null, overrides = {}) =>
  ({ data: { articles: ids.map((n) => article(n, overrides)), hasNext: nextCursor !== null, nextCursor } });
const failure = reply(500, { message: 'Down.' });

const cards = (el: Element) => vi.waitFor(() => {
  const found = [...el.shadowRoot!.querySelectorAll('[part=card]')];
  if (!found.length) throw new Error('no cards yet');
  return found;
});
const loadMore = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=load-more]');

describe('<mck-insights-grid>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('asks for the first page with its choices and lists the articles as linked cards', async () => {
    answerPages(page([1, 2], 'a2'));
    const el = mount(`<mck-insights-grid heading="Latest" limit="2" language="de" is-alumni
      taxonomy-and-tags='{"taxonomyQueryType":"any","taxonomyIds":["operations"]}' exclude-items='["a9"]'></mck-insights-grid>`);
    const [first] = await cards(el);
    expect(bodies()[0]).toEqual({
      limit: 2, afterId: null, language: 'de', isAlumni: true, excludeItems: ['a9'], filters: [],
      taxonomyAndTags: { taxonomyQueryType: 'any', taxonomyIds: ['operations'] },
    });
    expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Latest');
    const link = first!.querySelector('a')!;
    expect(link.textContent).toBe('Article 1');
    expect(link.getAttribute('href')).toBe(`${location.origin}/insights/operations/our-insights/article-1`);
    expect(first!.querySelector('[part=type]')?.textContent).toBe('Report');
    expect(first!.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-02');
  });

  it('loads more with the cursor, appends the page and drops the button at the end', async () => {
    answerPages(page([1, 2], 'a2'), page([3], null));
    const el = mount('<mck-insights-grid limit="2"></mck-insights-grid>');
    await cards(el);
    loadMore(el)!.click();
    await vi.waitFor(() => expect(el.shadowRoot!.querySelectorAll('[part=card]')).toHaveLength(3));
    expect(bodies()[1]).toMatchObject({ limit: 2, afterId: 'a2' });
    expect(loadMore(el)).toBeNull();
  });

  it('cuts descriptions at 125 characters on a word boundary, unless full text', async () => {
    answerPages(page([1], null, { description: LONG_DESCRIPTION }), page([1], null, { description: LONG_DESCRIPTION }));
    const cut = mount('<mck-insights-grid></mck-insights-grid>');
    const [card] = await cards(cut);
    const upToBoundary = LONG_DESCRIPTION.slice(0, LONG_DESCRIPTION.indexOf(' of change'));
    expect(upToBoundary.length > 125 && upToBoundary.length - 'boundary'.length < 125).toBe(true);
    expect(card!.querySelector('[part=description]')?.textContent).toBe(`${upToBoundary}…`);
    const whole = mount('<mck-insights-grid full-text></mck-insights-grid>');
    const [wholeCard] = await cards(whole);
    expect(wholeCard!.querySelector('[part=description]')?.textContent).toBe(LONG_DESCRIPTION);
  });

  it('shows no dates on a Japanese (ja-JP) page', async () => {
    configureForTest({ language: 'ja-JP' }, (name) => `https://${name}.test`);
    answerPages(page([1], null));
    const el = mount('<mck-insights-grid language="en"></mck-insights-grid>');
    const [card] = await cards(el);
    expect(card!.querySelector('time')).toBeNull();
    expect(bodies()[0]).toMatchObject({ language: 'en' });
  });

  it('keeps the CMS fallback when the first page fails, with no message', async () => {
    answerPages(failure);
    const el = mount('<mck-insights-grid><p>All insights</p></mck-insights-grid>');
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part=fallback]')?.getAttribute('aria-busy')).toBe('false'));
    expect(bodies()).toHaveLength(1);
    expect(el.shadowRoot!.querySelector('[part=fallback] slot')).not.toBeNull();
    expect(el.shadowRoot!.querySelector('[part=card], [role=alert]')).toBeNull();
    expect(el.querySelector('p')?.textContent).toBe('All insights');
  });

  it('keeps the cards and the button, with no message, when a further page fails', async () => {
    answerPages(page([1, 2], 'a2'), failure);
    const el = mount('<mck-insights-grid limit="2"></mck-insights-grid>');
    await cards(el);
    loadMore(el)!.click();
    await vi.waitFor(() => expect(bodies()).toHaveLength(2));
    await vi.waitFor(() => expect(loadMore(el)?.getAttribute('aria-busy')).toBe('false'));
    expect(el.shadowRoot!.querySelectorAll('[part=card]')).toHaveLength(2);
    expect(el.shadowRoot!.querySelector('[role=alert]')).toBeNull();
  });
});
