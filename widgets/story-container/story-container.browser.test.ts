import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys } from '../../tests/support/keys.js';
import './story-container.define.js';
import { STACK_BELOW_PX } from './story-container.layout.js';
import { storyContainerParts } from './story-container.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 9%22%3E%3Crect width=%2216%22 height=%229%22 fill=%22%23365e8c%22/%3E%3C/svg%3E';
const ITEMS = `
  <div slot="text-1"><h3>Growth</h3><p>Text one <a href="/pages/article">Read the article</a></p></div>
  <figure slot="media-1"><img src="${IMAGE}" alt="Revenue by sector" width="1600" height="900"></figure>
  <div slot="text-2"><h3>Video</h3><p>Text two</p></div>
  <figure slot="media-2" data-media-placement="right" data-template="videoForStory"><img src="${IMAGE}" alt="Video poster" width="1600" height="900"></figure>`;
const story = (attrs = '') => fixture(`<mck-story-container ${attrs}>${ITEMS}</mck-story-container>`);
const rendered = (el: Element) => present(el, '[part=item]');
const box = (el: Element | ShadowRoot, selector: string) => el.querySelector(selector)!.getBoundingClientRect();

describe('mck-story-container', () => {
  widgetTestHooks('mck-story-container', storyContainerParts, () => document.documentElement.removeAttribute('dir'));
  before(() => setViewport(1280, 800));
  after(() => setViewport(800, 600));

  it('keeps the CMS\'s text and media where they were printed, slotted into each item', async () => {
    const el = story();
    await rendered(el);
    expect(el.querySelector('[slot=text-1]')!.assignedSlot?.closest('[part=text]')).to.not.equal(null);
    expect(el.querySelector('[slot=media-2]')!.assignedSlot?.closest('[part=media]')).to.not.equal(null);
  });

  it('puts the media left (8 columns) or right of the text (4 columns) on desktop', async () => {
    const el = story();
    await rendered(el);
    const [text1, media1, text2, media2] = ['[slot=text-1]', '[slot=media-1]', '[slot=text-2]', '[slot=media-2]'].map((s) => box(el, s));
    expect(media1!.right).to.be.below(text1!.left);
    expect(text2!.right).to.be.below(media2!.left);
    expect(media1!.width / text1!.width).to.be.closeTo(2.2, 0.3); // 8 : 4 columns with their gaps
    expect(box(shadow(el), '[part=media]').top).to.be.closeTo(box(shadow(el), '[part=text]').top, 1);
  });

  it('gives the text and media six columns each at desktop-text-column-width="50"', async () => {
    const el = story('desktop-text-column-width="50"');
    await rendered(el);
    expect(box(el, '[slot=media-1]').width).to.be.closeTo(box(el, '[slot=text-1]').width, 1);
  });

  it('mirrors left and right on a right-to-left page', async () => {
    document.documentElement.dir = 'rtl';
    const el = story();
    await rendered(el);
    expect(box(el, '[slot=media-1]').left).to.be.above(box(el, '[slot=text-1]').right);
    expect(box(el, '[slot=media-2]').right).to.be.below(box(el, '[slot=text-2]').left);
    await expectAxeClean(el);
  });

  it('stacks the text above the media below the desktop width', async () => {
    await setViewport(STACK_BELOW_PX - 1, 800);
    try {
      const el = story();
      await rendered(el);
      await waitFor(() => expect(box(el, '[slot=media-1]').top).to.be.at.least(box(el, '[slot=text-1]').bottom));
      expect(box(el, '[slot=media-2]').left).to.be.closeTo(box(el, '[slot=text-2]').left, 1);
    } finally {
      await setViewport(1280, 800);
    }
  });

  it('moves nothing when it hydrates, under the gallery\'s fallback CSS', async () => {
    const style = document.createElement('style');
    style.textContent = await (await fetch('/widgets/story-container/story-container.fallback.css')).text();
    document.head.append(style);
    try {
      for (const attrs of ['', 'desktop-text-column-width="50" collapse-top-space']) {
        const el = story(attrs);
        // Before React's first render the printed children sit in the fallback slots.
        const before = [...el.children].map((child) => child.getBoundingClientRect().toJSON());
        await rendered(el);
        const after = [...el.children].map((child) => child.getBoundingClientRect().toJSON());
        expect(after).to.deep.equal(before);
      }
    } finally {
      style.remove();
    }
  });

  it('names the media for screen readers: its accessibility description, else the default for its kind', async () => {
    const el = fixture(`<mck-story-container>
      <div slot="text-1">T</div><figure slot="media-1" data-template="flourishForStory" data-accessibility-description="Map of talent flows"></figure>
      <div slot="text-2">T</div><figure slot="media-2" data-template="cerosForStory"></figure></mck-story-container>`);
    await rendered(el);
    expect([...shadow(el).querySelectorAll('[part=media]')].map((m) => m.getAttribute('aria-label'))).to.deep.equal(['Map of talent flows', 'Interactive experience']);
  });

  it('lets Tab reach the links inside the items, with visible focus', async () => {
    const el = story();
    await rendered(el);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    const focused = document.activeElement as HTMLElement;
    expect(focused.textContent).to.equal('Read the article');
    expect(el.contains(focused)).to.equal(true);
    expect(getComputedStyle(focused).outlineStyle).to.not.equal('none');
  });

  it('has no motion to reduce: nothing animates, with or without reduced motion', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      await emulateMedia({ reducedMotion });
      const el = story();
      await rendered(el);
      expect(shadow(el).getAnimations()).to.have.length(0);
    }
  });

  it('is axe clean, and shows placeholders in editor mode', async () => {
    const el = story();
    await rendered(el);
    await expectAxeClean(el);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-story-container><div slot="text-1"><p>Text only</p></div></mck-story-container>');
    await waitFor(() => expect(shadow(editing).querySelector('[part=media] [part=placeholder]')?.textContent).to.contain('Story media'));
    await expectAxeClean(editing);
  });

  for (const value of ['wide', '150', '33.5']) {
    it(`shows its error state for desktop-text-column-width="${value}", naming tag and attribute`, async () => {
      await expectAttributeError(`<mck-story-container desktop-text-column-width="${value}">${ITEMS}</mck-story-container>`, 'mck-story-container', 'desktop-text-column-width');
    });
  }

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('story-container');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('story-container', css())).to.deep.equal([]);
    });
  });
});
