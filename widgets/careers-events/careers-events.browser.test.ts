import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { careerEvent, FACETS } from './careers-events.fixtures.js';
import './careers-events.define.js';
import { careersEventsParts } from './careers-events.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
const startUrl = location.pathname + location.search;
/** Each events request body, and the answer the test gives (default: two pages of events). */
let bodies: Record<string, unknown>[];
let answer: (body: Record<string, unknown>) => Response;
let facetsAnswer: () => Response;

const twoPages = (body: Record<string, unknown>) => body.afterId
  ? Response.json({ data: { events: [careerEvent(3)], hasNext: false, nextCursor: null, total: 3 } })
  : Response.json({ data: { events: [careerEvent(1), careerEvent(2)], hasNext: true, nextCursor: 'event-2', total: 3 } });

const cards = (el: Element, count: number) => waitFor(() => {
  const found = [...shadow(el).querySelectorAll('[part=card]')];
  if (found.length !== count) throw new Error(`${found.length} cards, waiting for ${count}`);
  return found;
});
const TAG = '<mck-careers-events heading="Events"><h2>Events</h2><p><a href="/careers/events">All events</a></p></mck-careers-events>';

describe('mck-careers-events', () => {
  widgetTestHooks('mck-careers-events', careersEventsParts, () => {
    window.fetch = realFetch;
    history.replaceState(null, '', startUrl);
    document.documentElement.dir = '';
  });
  beforeEach(() => {
    bodies = [];
    answer = twoPages;
    facetsAnswer = () => Response.json({ data: FACETS });
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/test-services/article/careerevents/facets')) return facetsAnswer();
      if (!url.endsWith('/test-services/article/careerevents/events')) return realFetch(input, init);
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }) as typeof fetch;
  });

  it('shows the printed content until the events are in, then the cards; more by keyboard', async () => {
    const el = fixture(TAG);
    expect(el.querySelector('a')?.textContent).to.equal('All events'); // readable before and without JS
    await cards(el, 2);
    const more = shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!;
    more.focus();
    await sendKeys({ press: 'Enter' });
    await cards(el, 3);
    expect(bodies[1]).to.include({ afterId: 'event-2', limit: 12 });
  });

  it('toggles a filter by keyboard with a visible focus, writes it to the URL and starts the list again', async () => {
    const el = fixture(TAG);
    await cards(el, 2);
    const first = await tabInto<HTMLInputElement>(el, 1);
    expect(first.type).to.equal('checkbox');
    expect(first.value).to.equal('In person');
    await sendKeys({ press: 'Space' });
    await waitFor(() => {
      if (bodies.length < 2) throw new Error('no new call');
    });
    expect(bodies[1]).to.include({ afterId: null });
    expect(bodies[1]!.eventMode).to.deep.equal(['in-person']);
    expect(new URLSearchParams(location.search).get('format')).to.equal('In person');
    await cards(el, 2);
    // The controls stay while the new list loads: focus is still on the checkbox just used.
    expect(shadow(el).activeElement).to.equal(first);
    expect(first.checked).to.equal(true);
    const tag = await waitFor(() => {
      const found = shadow(el).querySelector<HTMLButtonElement>('[part=applied-tag]');
      if (!found) throw new Error('no tag yet');
      return found;
    });
    expect(tag.getAttribute('aria-label')).to.equal('Remove In person');
  });

  it('is axe clean loaded, with filters chosen, and empty', async () => {
    history.replaceState(null, '', `${location.pathname}?format=virtual&location=Europe`);
    const el = fixture(TAG);
    await cards(el, 2);
    await expectAxeClean(el);
    answer = () => Response.json({ data: { events: [], hasNext: false, nextCursor: null, total: 0 } });
    const empty = fixture('<mck-careers-events no-events-text="Nothing planned yet"></mck-careers-events>');
    const text = await waitFor(() => {
      const found = shadow(empty).querySelector('[part=empty]');
      if (!found) throw new Error('not empty yet');
      return found;
    });
    expect(text.textContent).to.equal('Nothing planned yet');
    await expectAxeClean(empty);
  });

  it('lays out right to left in Arabic', async () => {
    testConfig({ language: 'ar' });
    document.documentElement.dir = 'rtl';
    const el = fixture(TAG);
    await cards(el, 2);
    const controls = [...shadow(el).querySelectorAll<HTMLElement>('[part=controls] > label')];
    expect(getComputedStyle(controls[0]!).direction).to.equal('rtl');
    // The filter button's chevron (shown below 768 px) points down here too: turned 45°, its
    // right and bottom borders make a "v" whatever the direction of text.
    const chevron = getComputedStyle(shadow(el).querySelector('[part=filters-toggle] .mck-chevron')!);
    expect([chevron.borderRightStyle, chevron.borderBottomStyle, chevron.borderLeftStyle]).to.deep.equal(['solid', 'solid', 'none']);
    expect(controls[0]!.getBoundingClientRect().left).to.be.greaterThan(controls[1]!.getBoundingClientRect().left);
    await expectAxeClean(el);
  });

  it('has no motion to reduce: nothing transitions or animates, also with prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = fixture(TAG);
      await cards(el, 2);
      for (const node of shadow(el).querySelectorAll('*')) {
        const style = getComputedStyle(node);
        expect(style.animationName, node.localName).to.equal('none');
        expect(style.transitionDuration, node.localName).to.match(/^0s(, 0s)*$/);
      }
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  for (const [attr, html] of [
    ['columns', '<mck-careers-events columns="5up"></mck-careers-events>'],
    ['heading-level', '<mck-careers-events heading-level="9"></mck-careers-events>'],
  ] as const) {
    it(`shows its error state for a malformed ${attr}, naming tag and attribute`, async () => {
      await expectAttributeError(html, 'mck-careers-events', attr);
    });
  }

  describe('on a phone, in the box the fallback CSS gives it (as a CMS page links it)', () => {
    withFallbackCss('careers-events');
    beforeEach(() => setViewport(390, 800));
    afterEach(() => setViewport(800, 600));

    it('folds the filter groups behind a button, so the first card shows in the box; Enter opens them, Tab reaches their boxes', async () => {
      const el = fixture(TAG);
      const [first] = await cards(el, 2);
      const toggle = shadow(el).querySelector<HTMLButtonElement>('[part=filters-toggle]')!;
      const groups = shadow(el).querySelector<HTMLElement>('[part=filters]')!;
      expect(groups.getBoundingClientRect().height).to.equal(0);
      expect(first!.getBoundingClientRect().top).to.be.below(el.getBoundingClientRect().bottom);

      expect(await tabInto(el, 1)).to.equal(toggle);
      expect(toggle.textContent).to.equal('Filter events');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(toggle.getAttribute('aria-controls')).to.equal(groups.id);
      await sendKeys({ press: 'Enter' });
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(groups.getBoundingClientRect().height).to.be.greaterThan(0);
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.have.property('value', 'In person');
      await expectAxeClean(el);

      await sendKeys({ press: 'Shift+Tab' });
      await sendKeys({ press: 'Enter' });
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(groups.getBoundingClientRect().height).to.equal(0);
    });

    it('shows no button from 768 px, where the groups stand side by side', async () => {
      await setViewport(1024, 800);
      const el = fixture(TAG);
      await cards(el, 2);
      const toggle = shadow(el).querySelector<HTMLButtonElement>('[part=filters-toggle]')!;
      expect(toggle.getBoundingClientRect().height).to.equal(0);
      const groups = [...shadow(el).querySelectorAll('[part=filter-group]')].map((group) => group.getBoundingClientRect().top);
      expect(groups).to.have.length(3);
      expect(new Set(groups).size).to.equal(1);
      expect(await tabInto<HTMLInputElement>(el, 1)).to.have.property('value', 'In person');
    });
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('careers-events');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('careers-events', css())).to.deep.equal([]);
    });
  });
});
