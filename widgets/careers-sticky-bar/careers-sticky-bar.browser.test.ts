import { expect } from 'chai';
import {
  captureConsoleErrors, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import './careers-sticky-bar.define.js';
import { careersStickyBarParts } from './careers-sticky-bar.api.js';

const BAR = `<mck-careers-sticky-bar section-title="Find your place" sub-title="Join a global team" button-text="Search jobs"
  button-link="/careers/search" signin-text="Already started? Sign in" login-link="/careers/signin"></mck-careers-sticky-bar>`;
/** A real page: the bar between two spacers three viewports tall. */
const page = () => fixture(`<div><div style="height: 300vh"></div>${BAR}<div style="height: 300vh"></div></div>`).querySelector('mck-careers-sticky-bar')!;

const inPage = (el: Element) => waitFor(() => {
  const found = shadow(el).querySelector<HTMLElement>('[part=in-page]');
  if (!found) throw new Error('not rendered yet');
  return found;
});
const variant = (el: Element) => shadow(el).querySelector('[part=sticky]')?.getAttribute('data-variant') ?? 'hidden';
/** Scrolls so that the in-page bar's top is `offset` viewports below the viewport's top (negative: above). */
const scrollBarTo = (bar: HTMLElement, offset: number) => {
  const top = bar.getBoundingClientRect().top + window.scrollY;
  window.scrollTo(0, top - offset * window.innerHeight);
};

describe('mck-careers-sticky-bar', () => {
  widgetTestHooks('mck-careers-sticky-bar', careersStickyBarParts, () => {
    window.scrollTo(0, 0);
  });

  it('follows the scroll: hidden near the in-page bar, default past 50 %, minimal past 100 %, minimal-top once above', async () => {
    const el = page();
    const bar = await inPage(el);
    await waitFor(() => expect(variant(el)).to.equal('sticky-minimal')); // at the top of the page, the bar is 2 viewports ahead
    scrollBarTo(bar, 0.3); // in view
    await waitFor(() => expect(variant(el)).to.equal('hidden'));
    const seen: string[] = [];
    el.addEventListener('mck-careers-sticky-bar-variant', (e) => seen.push(e.detail.variant));
    scrollBarTo(bar, 1.75); // 0.75 viewport below the viewport
    await waitFor(() => expect(variant(el)).to.equal('sticky-default'));
    scrollBarTo(bar, 2.5); // 1.5 viewports below
    await waitFor(() => expect(variant(el)).to.equal('sticky-minimal'));
    scrollBarTo(bar, 1.2); // 0.2 below: back to hidden
    await waitFor(() => expect(variant(el)).to.equal('hidden'));
    scrollBarTo(bar, -1.8); // the reader scrolled past it: well above
    await waitFor(() => expect(variant(el)).to.equal('sticky-minimal-top'));
    // The event is fired from an effect, after the commit that shows the variant: wait for it too.
    await waitFor(() => expect(seen).to.deep.equal(['sticky-default', 'sticky-minimal', 'hidden', 'sticky-minimal-top']));
  });

  it('shows everything in sticky-default, drops the subtitle when minimal and the sign-in text in minimal-top', async () => {
    const el = page();
    const bar = await inPage(el);
    const sticky = () => shadow(el).querySelector('[part=sticky]')!;
    scrollBarTo(bar, 1.75);
    await waitFor(() => expect(variant(el)).to.equal('sticky-default'));
    expect(sticky().querySelector('[part=subtitle]')?.textContent).to.equal('Join a global team');
    expect(sticky().querySelector('[part=signin]')?.getAttribute('href')).to.equal('/careers/signin');
    scrollBarTo(bar, 2.5);
    await waitFor(() => expect(variant(el)).to.equal('sticky-minimal'));
    expect(sticky().querySelector('[part=subtitle]')).to.equal(null);
    expect(sticky().querySelector('[part=signin]')).to.not.equal(null);
    expect(getComputedStyle(sticky()).bottom).to.equal('0px'); // pinned to the bottom
    scrollBarTo(bar, -1.8);
    await waitFor(() => expect(variant(el)).to.equal('sticky-minimal-top'));
    expect(sticky().querySelector('[part=signin]')).to.equal(null);
    expect(sticky().querySelector('[part=button]')?.textContent).to.equal('Search jobs');
    expect(getComputedStyle(sticky()).top).to.equal('0px'); // pinned to the top
  });

  it('is reached by keyboard: the sticky links, and the in-page ones (which bring the in-page bar into view)', async () => {
    const el = page();
    const bar = await inPage(el);
    scrollBarTo(bar, 1.75);
    await waitFor(() => expect(variant(el)).to.equal('sticky-default'));
    shadow(el).querySelector<HTMLElement>('[part=sticky] [part=button]')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement?.closest('[part=sticky]') && shadow(el).activeElement?.getAttribute('part')).to.equal('signin');
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(shadow(el).activeElement?.getAttribute('part')).to.equal('signin'); // the in-page one
    await waitFor(() => expect(variant(el)).to.equal('hidden')); // focusing it scrolled it into view
    await sendKeys({ press: 'Shift+Tab' });
    expect(shadow(el).activeElement?.getAttribute('part')).to.equal('button');
  });

  it('keeps the sticky bars off in page-editing mode and shows placeholders for empty fields', async () => {
    testConfig({ editorMode: true });
    const el = fixture(`<div><div style="height: 300vh"></div><mck-careers-sticky-bar></mck-careers-sticky-bar><div style="height: 300vh"></div></div>`).querySelector('mck-careers-sticky-bar')!;
    const bar = await inPage(el);
    scrollBarTo(bar, 2.5);
    await waitFor(() => expect(shadow(el).querySelectorAll('[part=placeholder]').length).to.be.greaterThan(2));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(variant(el)).to.equal('hidden');
  });

  it('refuses a javascript: button link, naming tag and attribute', async () => {
    let el!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      el = fixture(`<mck-careers-sticky-bar button-text="Go" button-link="javascript:alert(1)"></mck-careers-sticky-bar>`);
      await waitFor(() => { if (!shadow(el).querySelector('[part=error]')) throw new Error('no error state yet'); });
    });
    expect(errors.some((line) => line.includes('[mck-careers-sticky-bar]') && line.includes('attribute "button-link"'))).to.equal(true);
  });

  it('is axe clean in page and sticky, also in Arabic', async () => {
    testConfig({ language: 'ar' });
    const el = page();
    const bar = await inPage(el);
    await expectAxeClean(el);
    scrollBarTo(bar, 1.75);
    await waitFor(() => expect(variant(el)).to.equal('sticky-default'));
    await expectAxeClean(el);
  });
});
