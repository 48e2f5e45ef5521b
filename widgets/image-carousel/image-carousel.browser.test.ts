import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './image-carousel.define.js';
import { imagesPerView } from './image-carousel.layout.js';
import { imageCarouselParts } from './image-carousel.api.js';

const SVG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A//www.w3.org/2000/svg%22%20width%3D%22600%22%20height%3D%22400%22%3E%3Crect%20width%3D%22600%22%20height%3D%22400%22%20fill%3D%22%232251ff%22/%3E%3C/svg%3E';
const figures = (count: number) => Array.from({ length: count }, (_, i) =>
  `<figure><img src="${SVG}" width="600" height="400" alt="Photo ${i + 1}"><figcaption>Photo ${i + 1}</figcaption></figure>`).join('');
const carousel = (attrs = '', count = 6) => fixture(`<mck-image-carousel ${attrs}>${figures(count)}</mck-image-carousel>`);

const counterOf = (el: Element) => shadow(el).querySelector('[part=counter] [aria-hidden=true]')?.textContent;
const showsCounter = (el: Element, text: string) => waitFor(() => expect(counterOf(el)).to.equal(text));
const rendered = async (el: Element) => {
  await present(el, '[part=counter]');
  return {
    region: shadow(el).querySelector<HTMLElement>('[part=carousel]')!,
    slides: [...shadow(el).querySelectorAll<HTMLElement>('[part=slide]')],
    previous: shadow(el).querySelector<HTMLButtonElement>('[part=previous]')!,
    next: shadow(el).querySelector<HTMLButtonElement>('[part=next]')!,
  };
};
const reachable = (slides: HTMLElement[]) => slides.map((slide) => !slide.inert && slide.getAttribute('aria-hidden') !== 'true');

describe('mck-image-carousel', () => {
  widgetTestHooks('mck-image-carousel', imageCarouselParts, () => document.documentElement.removeAttribute('dir'));
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport(800, 600);
  });

  for (const width of [700, 900, 1280, 1600, 2000]) {
    it(`shows ${imagesPerView(width)} images per view at ${width} px (E§9)`, async () => {
      await setViewport(width, 800);
      const el = carousel();
      const { region, slides } = await rendered(el);
      const perView = imagesPerView(width);
      await waitFor(() => expect(slides[0]!.getBoundingClientRect().width).to.be.closeTo(region.getBoundingClientRect().width / perView, 1));
      // Only slides at least half in view are reachable: the glimpse of the next one is not.
      const inView = slides.map((_, i) => i < Math.floor(perView + 0.5));
      await waitFor(() => expect(reachable(slides)).to.deep.equal(inView));
    });
  }

  it('follows a resize across a breakpoint', async () => {
    await setViewport(1280, 800);
    const el = carousel();
    const { region, slides } = await rendered(el);
    await waitFor(() => expect(slides[0]!.getBoundingClientRect().width).to.be.closeTo(region.getBoundingClientRect().width / 1.4, 1));
    await setViewport(700, 800);
    await waitFor(() => expect(slides[0]!.getBoundingClientRect().width).to.be.closeTo(region.getBoundingClientRect().width, 1));
  });

  it('follows the window, not its column: in a fixed-width article column, 1200 → 2040 px shows 2.04 images, on the same image', async () => {
    await setViewport(1200, 800);
    const el = carousel('', 8);
    el.style.width = '1000px';
    const { region, slides } = await rendered(el);
    const perViewShown = () => region.getBoundingClientRect().width / slides[0]!.getBoundingClientRect().width;
    await waitFor(() => expect(perViewShown()).to.be.closeTo(1.4, 0.01));
    expect(await tabInto(el)).to.equal(region);
    await sendKeys({ press: 'ArrowRight' });
    await showsCounter(el, '02 / 08');
    await setViewport(2040, 800);
    await waitFor(() => expect(perViewShown()).to.be.closeTo(2.04, 0.01));
    expect(counterOf(el)).to.equal('02 / 08');
    await setViewport(1200, 800);
    await waitFor(() => expect(perViewShown()).to.be.closeTo(1.4, 0.01));
  });

  it('works by keyboard alone: arrows on the focused region, then Tab to the buttons with visible focus', async () => {
    const el = carousel();
    const { region, previous, next } = await rendered(el);
    expect(await tabInto(el)).to.equal(region);
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'ArrowRight' });
    await showsCounter(el, '02 / 06');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(next);
    expect(getComputedStyle(next).outlineStyle).not.to.equal('none');
    await sendKeys({ press: 'Enter' });
    await showsCounter(el, '03 / 06');
    await sendKeys({ press: 'End' });
    await waitFor(() => expect(next.getAttribute('aria-disabled')).to.equal('true'));
    await expectAxeClean(el);
  });

  it('moves instantly under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = carousel();
    const { region, slides, next } = await rendered(el);
    next.click();
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
    expect(Math.round(slides[1]!.getBoundingClientRect().left)).to.equal(Math.round(region.getBoundingClientRect().left));
  });

  it('runs right to left in Arabic, ArrowLeft moving on', async () => {
    document.documentElement.dir = 'rtl';
    testConfig({ language: 'ar' });
    const el = carousel();
    const { region, slides } = await rendered(el);
    await waitFor(() => expect(slides[1]!.getBoundingClientRect().right).to.be.at.most(slides[0]!.getBoundingClientRect().left + 1));
    region.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await showsCounter(el, '02 / 06');
    await expectAxeClean(el);
  });

  it('renders nothing for visitors without images, and a placeholder in editor mode', async () => {
    const plain = fixture('<mck-image-carousel></mck-image-carousel>');
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(plain).querySelector('[part=carousel]')).to.equal(null);
    testConfig({ editorMode: true });
    const empty = fixture('<mck-image-carousel></mck-image-carousel>');
    await waitFor(() => expect(shadow(empty).querySelector('[part=placeholder]')?.textContent).to.equal('Empty field: Images'));
    await expectAxeClean(empty);
  });

  for (const value of ['0', 'first']) {
    it(`shows its error state for start-slide="${value}", naming tag and attribute`, async () => {
      const el = await expectAttributeError(`<mck-image-carousel start-slide="${value}">${figures(2)}</mck-image-carousel>`, 'mck-image-carousel', 'start-slide');
      await expectAxeClean(el);
    });
  }
});
