import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendMouse } from '../../tests/support/wtr-command.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './exhibit-carousel.define.js';
import { exhibitCarouselParts } from './exhibit-carousel.api.js';

const SVG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A//www.w3.org/2000/svg%22%20width%3D%22800%22%20height%3D%22450%22%3E%3Crect%20width%3D%22800%22%20height%3D%22450%22%20fill%3D%22%23051c2c%22/%3E%3C/svg%3E';
const figures = (count: number) => Array.from({ length: count }, (_, i) =>
  `<figure><img src="${SVG}" width="800" height="450" alt="Exhibit ${i + 1} chart"><figcaption>Exhibit ${i + 1}</figcaption></figure>`).join('');
const carousel = (attrs = '', count = 5) => fixture(`<mck-exhibit-carousel ${attrs} style="width: 600px">${figures(count)}</mck-exhibit-carousel>`);

const counterOf = (el: Element) => shadow(el).querySelector('[part=counter] [aria-hidden=true]')?.textContent;
const rendered = async (el: Element) => {
  await present(el, '[part=counter]');
  return {
    region: shadow(el).querySelector<HTMLElement>('[part=carousel]')!,
    slides: [...shadow(el).querySelectorAll<HTMLElement>('[part=slide]')],
    previous: shadow(el).querySelector<HTMLButtonElement>('[part=previous]')!,
    next: shadow(el).querySelector<HTMLButtonElement>('[part=next]')!,
  };
};
const showsCounter = (el: Element, text: string) => waitFor(() => expect(counterOf(el)).to.equal(text));
/** Which slides readers can reach: in view, not inert, not hidden from screen readers. */
const reachable = (slides: HTMLElement[]) => slides.map((slide) => !slide.inert && slide.getAttribute('aria-hidden') !== 'true');
const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

describe('mck-exhibit-carousel', () => {
  widgetTestHooks('mck-exhibit-carousel', exhibitCarouselParts, () => document.documentElement.removeAttribute('dir'));
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('is a carousel region of slides "n of N", the first in view, previous disabled, counter "01 / 05"', async () => {
    const el = carousel('label="Revenue exhibits"');
    const { region, slides, previous, next } = await rendered(el);
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal('Revenue exhibits');
    expect(slides.map((s) => `${s.getAttribute('aria-roledescription')} ${s.getAttribute('aria-label')}`))
      .to.deep.equal(['slide 1 of 5', 'slide 2 of 5', 'slide 3 of 5', 'slide 4 of 5', 'slide 5 of 5']);
    expect(counterOf(el)).to.equal('01 / 05');
    await waitFor(() => expect(reachable(slides)).to.deep.equal([true, false, false, false, false]));
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    expect(next.getAttribute('aria-disabled')).to.equal('false');
    await expectAxeClean(el);
  });

  it('works by keyboard alone: Tab to the region, arrows, Home and End, then Tab to the buttons, never into a slide', async () => {
    const el = carousel();
    const { region, slides, previous, next } = await rendered(el);
    const focused = await tabInto(el);
    expect(focused).to.equal(region);
    await sendKeys({ press: 'ArrowRight' });
    await showsCounter(el, '02 / 05');
    await waitFor(() => expect(reachable(slides)).to.deep.equal([false, true, false, false, false]));
    await waitFor(() => expect(document.querySelector('[data-mck-live=polite]')?.textContent).to.equal('Slide 2 of 5'));
    await sendKeys({ press: 'End' });
    await showsCounter(el, '05 / 05');
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'ArrowRight' });
    await new Promise((r) => setTimeout(r, 100));
    expect(counterOf(el)).to.equal('05 / 05');
    await sendKeys({ press: 'Home' });
    await showsCounter(el, '01 / 05');
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(previous);
    expect(getComputedStyle(previous).outlineStyle).not.to.equal('none');
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(next);
    await sendKeys({ press: 'Enter' });
    await showsCounter(el, '02 / 05');
    // Focus stays on the button at the ends (aria-disabled, not disabled).
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Space' });
    await showsCounter(el, '01 / 05');
    expect(shadow(el).activeElement).to.equal(previous);
    await expectAxeClean(el);
  });

  it('starts on the slide asked for; next is disabled on the last (no loop)', async () => {
    const el = carousel('start-slide="5"');
    const { slides, previous, next } = await rendered(el);
    expect(counterOf(el)).to.equal('05 / 05');
    await waitFor(() => expect(reachable(slides)).to.deep.equal([false, false, false, false, true]));
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    next.click();
    await frames(2);
    expect(counterOf(el)).to.equal('05 / 05');
    previous.click();
    await showsCounter(el, '04 / 05');
    await expectAxeClean(el);
  });

  it('moves with a swipe (drag) of the pointer', async () => {
    const el = carousel();
    const { region } = await rendered(el);
    region.scrollIntoView({ block: 'center' });
    const box = region.getBoundingClientRect();
    const y = Math.round(box.top + box.height / 3);
    const startX = Math.round(box.left + box.width * 0.8);
    await sendMouse({ type: 'move', position: [startX, y] });
    await sendMouse({ type: 'down' });
    for (let step = 1; step <= 6; step++) await sendMouse({ type: 'move', position: [startX - step * 60, y] });
    await sendMouse({ type: 'up' });
    await showsCounter(el, '02 / 05');
  });

  it('moves instantly under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = carousel();
    const { region, slides, next } = await rendered(el);
    next.click();
    await frames(2);
    expect(Math.round(slides[1]!.getBoundingClientRect().left)).to.equal(Math.round(region.getBoundingClientRect().left));
    expect(counterOf(el)).to.equal('02 / 05');
  });

  it('runs right to left in Arabic: slides from the right, ArrowLeft is next, the arrows mirrored', async () => {
    document.documentElement.dir = 'rtl';
    testConfig({ language: 'ar' });
    const el = carousel();
    const { region, slides, previous, next } = await rendered(el);
    await waitFor(() => expect(slides[1]!.getBoundingClientRect().right).to.be.at.most(slides[0]!.getBoundingClientRect().left + 1));
    expect(previous.getBoundingClientRect().left).to.be.greaterThan(next.getBoundingClientRect().left);
    const mirrored = (button: HTMLElement) => new DOMMatrix(getComputedStyle(button.querySelector('svg')!).transform).a;
    expect([mirrored(previous), mirrored(next)]).to.deep.equal([1, -1]);
    region.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await showsCounter(el, '02 / 05');
    await expectAxeClean(el);
  });

  it('renders nothing for visitors without exhibits, and a placeholder in editor mode', async () => {
    const plain = fixture('<mck-exhibit-carousel></mck-exhibit-carousel>');
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(plain).querySelector('[part=carousel]')).to.equal(null);
    testConfig({ editorMode: true });
    const empty = fixture('<mck-exhibit-carousel></mck-exhibit-carousel>');
    await waitFor(() => expect(shadow(empty).querySelector('[part=placeholder]')?.textContent).to.equal('Empty field: Exhibits'));
    await expectAxeClean(empty);
  });

  for (const value of ['0', 'two', '1.5']) {
    it(`shows its error state for start-slide="${value}", naming tag and attribute`, async () => {
      const el = await expectAttributeError(`<mck-exhibit-carousel start-slide="${value}">${figures(2)}</mck-exhibit-carousel>`, 'mck-exhibit-carousel', 'start-slide');
      await expectAxeClean(el);
    });
  }
});
