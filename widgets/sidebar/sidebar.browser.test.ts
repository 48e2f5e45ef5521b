import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './sidebar.define.js';
import { sidebarParts } from './sidebar.api.js';

const SIDEBAR = `<mck-sidebar><h2 slot="heading">Why supply chains are shorter</h2><p slot="teaser">Three forces.</p>
  <p id="body-text">Tariffs, freight costs and resilience.</p></mck-sidebar>`;
const SCROLLING = `<div><mck-sidebar render-mode="scrolling" background-opacity="40">
  <img slot="background" alt="" width="160" height="90" src="data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A//www.w3.org/2000/svg%22%20width%3D%22160%22%20height%3D%2290%22%3E%3Crect%20width%3D%22160%22%20height%3D%2290%22%20fill%3D%22%23051c2c%22/%3E%3C/svg%3E">
  <h2 slot="heading">The year in numbers</h2><p>Body</p></mck-sidebar><section id="next"><h2>Next</h2><p style="height: 150vh">Room to scroll.</p></section></div>`;

const toggleOf = (el: Element) => present<HTMLButtonElement>(el, 'button[part=toggle]');
const shown = (node: Element) => node.getClientRects().length > 0;

describe('mck-sidebar', () => {
  widgetTestHooks('mck-sidebar', sidebarParts, () => document.documentElement.removeAttribute('dir'));
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport(800, 600);
    window.scrollTo(0, 0);
  });

  it('keeps the CMS\'s headline, teaser and body where they were, in its slots', async () => {
    const el = fixture(SIDEBAR);
    const heading = el.querySelector('h2')!;
    await toggleOf(el);
    expect(heading.assignedSlot?.closest('[part=heading]')).to.not.equal(null);
    expect(el.querySelector('[slot=teaser]')!.assignedSlot?.closest('[part=teaser]')).to.not.equal(null);
    expect(el.querySelector('#body-text')!.assignedSlot?.closest('[part=body]')).to.not.equal(null);
  });

  it('collapses and expands by keyboard alone, with visible focus, keeping the teaser', async () => {
    const el = fixture(SIDEBAR);
    await toggleOf(el);
    const toggle = await tabInto<HTMLButtonElement>(el);
    expect(toggle.getAttribute('part')).to.equal('toggle');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).to.equal('false'));
    expect(shown(el.querySelector('#body-text')!)).to.equal(false);
    expect(shown(el.querySelector('[slot=teaser]')!)).to.equal(true);
    await expectAxeClean(el);
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).to.equal('true'));
    expect(shown(el.querySelector('#body-text')!)).to.equal(true);
    expect(shadow(el).activeElement).to.equal(toggle);
  });

  it('starts collapsed when printed so, and is axe clean', async () => {
    const el = fixture(SIDEBAR.replace('<mck-sidebar>', '<mck-sidebar collapsed>'));
    const toggle = await toggleOf(el);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(shown(el.querySelector('#body-text')!)).to.equal(false);
    await expectAxeClean(el);
  });

  it('pins the background in the scrolling mode; continue scrolls smoothly to the next section and focuses it', async () => {
    const wrapper = fixture(SCROLLING);
    const el = wrapper.querySelector('mck-sidebar')!;
    const next = wrapper.querySelector<HTMLElement>('#next')!;
    const control = await present<HTMLButtonElement>(el, 'button[part=continue]');
    expect(getComputedStyle(shadow(el).querySelector('[part=background]')!).position).to.equal('sticky');
    expect(getComputedStyle(shadow(el).querySelector('[part=overlay]')!).opacity).to.equal('0.4');
    await expectAxeClean(el);
    const calls: unknown[] = [];
    next.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => { calls.push(options); };
    const continued: unknown[] = [];
    el.addEventListener('mck-sidebar-continue', (event) => continued.push(event.detail));
    control.focus();
    await sendKeys({ press: 'Enter' });
    expect(calls).to.deep.equal([{ behavior: 'smooth', block: 'start' }]);
    expect(document.activeElement).to.equal(next);
    expect(continued).to.deep.equal([{ section: 'next' }]);
  });

  it('jumps without smooth scrolling under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const wrapper = fixture(SCROLLING);
    const el = wrapper.querySelector('mck-sidebar')!;
    const next = wrapper.querySelector<HTMLElement>('#next')!;
    const control = await present<HTMLButtonElement>(el, 'button[part=continue]');
    control.click();
    // No animation: the section is at the top of the viewport at once.
    expect(Math.round(next.getBoundingClientRect().top)).to.equal(0);
    expect(document.activeElement).to.equal(next);
  });

  it('lays out right to left in Arabic, axe clean', async () => {
    document.documentElement.dir = 'rtl';
    const el = fixture(SIDEBAR);
    await toggleOf(el);
    const box = getComputedStyle(shadow(el).querySelector('[part=base]')!);
    expect(box.borderRightWidth).to.equal('4px');
    expect(box.borderLeftWidth).to.equal('0px');
    await expectAxeClean(el);
  });

  it('fits a mobile viewport without sideways scrolling, the toggle still reachable', async () => {
    await setViewport(360, 640);
    const el = fixture(SIDEBAR);
    await toggleOf(el);
    expect(document.documentElement.scrollWidth).to.be.at.most(360);
    const toggle = await tabInto(el);
    expect(toggle.getAttribute('part')).to.equal('toggle');
  });

  it('renders nothing without content, no toggle without a body, and placeholders for empty fields in editor mode', async () => {
    const plain = fixture('<mck-sidebar></mck-sidebar>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shadow(plain).querySelector('[part=base]')).to.equal(null);
    const bodiless = fixture('<mck-sidebar><h2 slot="heading">Only a headline</h2></mck-sidebar>');
    await present(bodiless, '[part=heading]');
    expect(shadow(bodiless).querySelector('[part=toggle], [part=placeholder]')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-sidebar collapsed></mck-sidebar>');
    await waitFor(() => expect([...shadow(editing).querySelectorAll('[part=placeholder]')].map((p) => p.textContent))
      .to.deep.equal(['Empty field: Headline', 'Empty field: Teaser', 'Empty field: Description']));
    await expectAxeClean(editing);
  });

  for (const [attr, html] of [
    ['render-mode', '<mck-sidebar render-mode="sticky"><p>B</p></mck-sidebar>'],
    ['background-opacity', '<mck-sidebar background-opacity="150"><p>B</p></mck-sidebar>'],
  ] as const) {
    it(`shows its error state for a malformed ${attr}, naming tag and attribute`, async () => {
      const el = await expectAttributeError(html, 'mck-sidebar', attr);
      await expectAxeClean(el);
    });
  }
});
