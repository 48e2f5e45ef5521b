import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys } from '../../tests/support/keys.js';
import './scrolly.define.js';
import { DESKTOP_MIN_PX } from './scrolly.layout.js';
import { scrollyParts } from './scrolly.api.js';

const IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 9%22%3E%3Crect width=%2216%22 height=%229%22 fill=%22%23365e8c%22/%3E%3C/svg%3E';
const STEPS = [1, 2, 3].map((n) => `
  <div slot="text-${n}"><h3>Step ${n}</h3><p>Text ${n}${n === 1 ? ' <a href="/pages/article">Read the article</a>' : ''}</p></div>
  <figure slot="media-${n}"><img src="${IMAGE}" alt="Chart ${n}" width="1600" height="900"></figure>`).join('');
const scrolly = (attrs = '') => fixture(`<mck-scrolly ${attrs}>${STEPS}</mck-scrolly>`);
const rendered = (el: Element) => present(el, '[part=step]');
const box = (el: Element, selector: string) => el.querySelector(selector)!.getBoundingClientRect();
const DESKTOP = { width: 1280, height: 800 };

/** The module's fallback CSS (its `scrolly.fallback.css`, part of dist/mck-fallback.css), added to the page. */
async function galleryStyles() {
  const style = document.createElement('style');
  style.textContent = await (await fetch('/widgets/scrolly/scrolly.fallback.css')).text();
  document.head.append(style);
  return style;
}

describe('mck-scrolly', () => {
  widgetTestHooks('mck-scrolly', scrollyParts, () => {
    document.documentElement.removeAttribute('dir');
    scrollTo(0, 0);
  });
  beforeEach(() => setViewport(DESKTOP.width, DESKTOP.height));
  after(async () => {
    await setViewport(800, 600);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('puts each step\'s text beside its media on desktop, left or right, mirrored right to left', async () => {
    const left = scrolly();
    await rendered(left);
    expect(box(left, '[slot=text-1]').right).to.be.below(box(left, '[slot=media-1]').left);
    const right = scrolly('text-placement="right"');
    await rendered(right);
    expect(box(right, '[slot=media-1]').right).to.be.below(box(right, '[slot=text-1]').left);
    document.documentElement.dir = 'rtl';
    await waitFor(() => expect(box(left, '[slot=text-1]').left).to.be.above(box(left, '[slot=media-1]').right));
    await expectAxeClean(left);
  });

  it('marks the step crossing the middle of the window active', async () => {
    const el = scrolly();
    await rendered(el);
    const steps = () => [...shadow(el).querySelectorAll('[part=step]')].map((step) => step.getAttribute('aria-current'));
    el.querySelector('[slot=text-2]')!.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(steps()).to.deep.equal([null, 'step', null]));
    el.querySelector('[slot=text-3]')!.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(steps()).to.deep.equal([null, null, 'step']));
    // The others' media fade back; the active one shows fully.
    const opacity = (n: number) => getComputedStyle(shadow(el).querySelectorAll('[part=frame]')[n]!).opacity;
    await waitFor(() => expect([opacity(1), opacity(2)]).to.deep.equal(['0.35', '1']));
  });

  it('runs the parallax at desktop width only, and never under reduced motion', async () => {
    const desktop = scrolly();
    const base = await present(desktop, '[part=base]');
    expect(base.classList.contains('parallax')).to.equal(true);
    expect(getComputedStyle(shadow(desktop).querySelector('[part=frame]')!).animationName).to.equal('mck-scrolly-parallax');

    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      await waitFor(() => expect(base.classList.contains('parallax')).to.equal(false));
      expect(getComputedStyle(shadow(desktop).querySelector('[part=frame]')!).animationName).to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }

    await setViewport(DESKTOP_MIN_PX - 1, 800);
    const mobile = scrolly();
    const mobileBase = await present(mobile, '[part=base]');
    expect(mobileBase.classList.contains('parallax')).to.equal(false);
    expect(getComputedStyle(shadow(mobile).querySelector('[part=frame]')!).animationName).to.equal('none');
  });

  it('stacks the text above the media below desktop width', async () => {
    await setViewport(DESKTOP_MIN_PX - 1, 800);
    const el = scrolly();
    await rendered(el);
    await waitFor(() => expect(box(el, '[slot=media-1]').top).to.be.at.least(box(el, '[slot=text-1]').bottom));
    expect(box(el, '[slot=media-1]').left).to.be.closeTo(box(el, '[slot=text-1]').left, 1);
  });

  it('moves nothing when it hydrates, under the gallery\'s fallback CSS', async () => {
    const style = await galleryStyles();
    try {
      for (const attrs of ['', 'text-placement="right" background="dark"']) {
        const el = scrolly(attrs);
        const before = [...el.children].map((child) => child.getBoundingClientRect().toJSON());
        await rendered(el);
        // The parallax moves the media by a transform, which shifts no layout: measure without it.
        for (const animation of shadow(el).getAnimations()) animation.cancel();
        const after = [...el.children].map((child) => child.getBoundingClientRect().toJSON());
        expect(after).to.deep.equal(before);
      }
    } finally {
      style.remove();
    }
  });

  it('gives a step whose media is still to come only its text\'s room, and a module without steps none, under the fallback CSS too', async () => {
    const style = await galleryStyles();
    try {
      for (const width of [390, DESKTOP.width]) {
        await setViewport(width, DESKTOP.height);
        const waiting = fixture('<mck-scrolly><div slot="text-1"><h3>A step whose media is still to come</h3></div></mck-scrolly>');
        const empty = fixture('<mck-scrolly></mck-scrolly>');
        // Printed, then rendered: the text and the module's padding, not a screen of blank.
        for (const moment of ['printed', 'rendered']) {
          if (moment === 'rendered') await rendered(waiting);
          const text = waiting.querySelector('[slot=text-1]')!.getBoundingClientRect();
          const host = waiting.getBoundingClientRect();
          expect(host.height, `${moment} at ${width} px`).to.be.at.most(text.height + 2 * 32 + 1);
          expect(empty.getBoundingClientRect().height, `${moment} empty module at ${width} px`).to.equal(0);
        }
        // A step with its media keeps the tall text the sticky media needs on desktop.
        const full = scrolly();
        await rendered(full);
        const tall = full.querySelector('[slot=text-1]')!.getBoundingClientRect().height;
        expect(tall >= DESKTOP.height * 0.8 - 1, `text beside its media at ${width} px`).to.equal(width >= DESKTOP_MIN_PX);
      }
    } finally {
      style.remove();
    }
    // The widget's own styles, without the page's fallback sheet: still no room for nothing.
    const bare = fixture('<mck-scrolly></mck-scrolly>');
    await waitFor(() => expect(bare.shadowRoot?.adoptedStyleSheets.length).to.be.above(0));
    await waitFor(() => expect(bare.getBoundingClientRect().height).to.equal(0));
  });

  it('lets Tab reach the links inside the steps, with visible focus', async () => {
    const el = scrolly();
    await rendered(el);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    const focused = document.activeElement as HTMLElement;
    expect(focused.textContent).to.equal('Read the article');
    expect(el.contains(focused)).to.equal(true);
    expect(getComputedStyle(focused).outlineStyle).to.not.equal('none');
  });

  it('is axe clean on light and dark backgrounds (the CMS\'s CSS colours its links), and shows placeholders in editor mode', async () => {
    const style = await galleryStyles();
    try {
      for (const attrs of ['', 'background="dark"']) {
        const el = scrolly(attrs);
        await rendered(el);
        await expectAxeClean(el);
      }
    } finally {
      style.remove();
    }
    testConfig({ editorMode: true });
    const editing = fixture('<mck-scrolly><div slot="text-1"><p>Text only</p></div></mck-scrolly>');
    await waitFor(() => expect(shadow(editing).querySelector('[part=media] [part=placeholder]')?.textContent).to.contain('Step media'));
    await expectAxeClean(editing);
  });

  for (const [attr, value] of [['text-placement', 'top'], ['background', 'purple']] as const) {
    it(`shows its error state for ${attr}="${value}", naming tag and attribute`, async () => {
      await expectAttributeError(`<mck-scrolly ${attr}="${value}">${STEPS}</mck-scrolly>`, 'mck-scrolly', attr);
    });
  }
});
