import { expect } from 'chai';
import {
  belowView, expectAttributeError, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { errorExampleMismatches, printedHeight, withFallbackCss } from '../../tests/support/fallback.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './event-calendar.define.js';
import { eventCalendarParts } from './event-calendar.api.js';

// Far from the test's real time on either side, so no pass or fail depends on the clock.
const FUTURE = '2999-03-01T09:00:00Z';
const PAST = '2001-03-01T09:00:00Z';

const item = (title: string, filter: string, start: string) => `
  <li data-filter-value="${filter}" data-start="${start}" data-end="0001-01-01T00:00:00Z">
    <h3>${title}</h3><p data-event="date">1 March</p><p data-event="location">London</p>
    <a href="/careers/events/${encodeURIComponent(title)}">Register</a>
  </li>`;
const CALENDAR = `<mck-event-calendar heading="Upcoming"><ul>
  ${item('Coffee chat', 'Recruiting', FUTURE)}${item('Past panel', 'Recruiting', PAST)}${item('Open day', 'Campus', FUTURE)}
</ul></mck-event-calendar>`;

const titles = (el: Element) => [...shadow(el).querySelectorAll('[part=event] [part=title]')].map((t) => t.textContent);
const rendered = (el: Element) => waitFor(() => {
  if (!shadow(el).querySelector('[part=base]')) throw new Error('not rendered yet');
  return el;
});

describe('mck-event-calendar', () => {
  widgetTestHooks('mck-event-calendar', eventCalendarParts, () => {
    document.documentElement.dir = '';
  });

  it('reads fine before it renders, then lists the coming events; filter links by keyboard', async () => {
    const el = fixture(CALENDAR);
    expect(el.querySelectorAll('li')).to.have.length(3); // the printed list, readable without JS
    await rendered(el);
    expect(titles(el)).to.deep.equal(['Coffee chat', 'Open day']);
    const all = await tabInto<HTMLButtonElement>(el, 1);
    expect(all.textContent).to.equal('All');
    expect(all.getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(titles(el)).to.deep.equal(['Open day']));
    expect((shadow(el).activeElement as HTMLElement).getAttribute('aria-pressed')).to.equal('true');
  });

  it('is axe clean with filters, with hide-filters, and with nothing to show', async () => {
    const el = await rendered(fixture(CALENDAR));
    await expectAxeClean(el);
    const hidden = await rendered(fixture(CALENDAR.replace('heading="Upcoming"', 'heading="Upcoming" hide-filters')));
    expect(shadow(hidden).querySelector('[part=filters]')).to.equal(null);
    await expectAxeClean(hidden);
    const none = await rendered(fixture(`<mck-event-calendar><ul>${item('Past panel', 'Recruiting', PAST)}</ul></mck-event-calendar>`));
    expect(shadow(none).querySelector('[part=empty]')?.textContent).to.equal('There are no upcoming events.');
    // As tall as its heading and message, even in the list's box a page's fallback CSS reserves
    // (its own box: below the viewport, where it does not hold the height its printed list had).
    await belowView(none);
    (none as HTMLElement).style.blockSize = '26rem';
    expect(none.getBoundingClientRect().height).to.equal(shadow(none).querySelector('[part=base]')!.getBoundingClientRect().height);
    await expectAxeClean(none);
  });

  describe('in the box its fallback CSS gives the tag (as a CMS page links it)', () => {
    const css = withFallbackCss('event-calendar');

    const height = (el: Element) => el.getBoundingClientRect().height;
    const many = Array.from({ length: 6 }, (_, i) => item(`Event ${i + 1}`, 'Campus', FUTURE)).join('');
    const calendars = {
      'with filter links': CALENDAR.replace(item('Past panel', 'Recruiting', PAST), ''),
      'with hide-filters': `<mck-event-calendar heading="Upcoming" hide-filters><ul>${item('Coffee chat', 'Recruiting', FUTURE)}</ul></mck-event-calendar>`,
      'without a heading': `<mck-event-calendar><ul>${item('Coffee chat', 'Recruiting', FUTURE)}</ul></mck-event-calendar>`,
      'longer than its box': `<mck-event-calendar heading="Upcoming"><ul>${many}</ul></mck-event-calendar>`,
    };

    it('is as tall as its heading, filter links and events, with no empty room below them', async () => {
      for (const [name, markup] of Object.entries(calendars).slice(0, 3)) {
        const el = await rendered(fixture(markup));
        const base = shadow(el).querySelector('[part=base]')!;
        expect(Math.abs(height(el) - height(base)), name).to.be.below(1);
      }
    });

    it('takes the box its printed content took, so rendering moves nothing; a long list scrolls inside 26rem', async () => {
      for (const [name, markup] of Object.entries(calendars)) {
        const el = await rendered(fixture(markup));
        const printed = await printedHeight(markup, css(), el.getBoundingClientRect().width);
        expect(Math.abs(printed - height(el)), `${name}: printed ${printed}, rendered ${height(el)}`).to.be.below(1);
      }
      const long = await rendered(fixture(calendars['longer than its box']));
      expect(height(long)).to.equal(26 * 16);
      expect(long.scrollHeight).to.be.above(height(long));
    });
  });

  it('lays out right to left in Arabic', async () => {
    testConfig({ language: 'ar' });
    document.documentElement.dir = 'rtl';
    const el = await rendered(fixture(CALENDAR));
    const [all, first] = [...shadow(el).querySelectorAll<HTMLElement>('[part=filter]')];
    expect(all!.getBoundingClientRect().left).to.be.greaterThan(first!.getBoundingClientRect().left);
    await expectAxeClean(el);
  });

  it('has no motion to reduce: nothing transitions or animates, also with prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await rendered(fixture(CALENDAR));
      for (const node of shadow(el).querySelectorAll('*')) {
        expect(getComputedStyle(node).animationName).to.equal('none');
        expect(getComputedStyle(node).transitionDuration).to.match(/^0s(, 0s)*$/);
      }
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('shows its error state for a malformed heading-level, naming tag and attribute', async () => {
    await expectAttributeError('<mck-event-calendar heading-level="9"></mck-event-calendar>', 'mck-event-calendar', 'heading-level');
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('event-calendar');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('event-calendar', css())).to.deep.equal([]);
    });
  });
});
