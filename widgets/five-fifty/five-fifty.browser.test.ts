import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { LARGE_MIN_PX } from '../../core/host/viewport.js';
import './five-fifty.define.js';
import { CONTROLS_REM, HEADER_OFFSET_PX, PAGE_STATE_ATTR, SCROLL_SCALE_FACTOR, TAB_BAR_REM } from './five-fifty.layout.js';
import { fiveFiftyParts } from './five-fifty.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const STORY = `
  <section><h2 data-tab-label>The growth story</h2><p>Hero</p></section>
  <section data-media="video"><h3 data-tab-label>Watch</h3><p>A video <a href="#watch">with a link</a></p></section>
  <section data-media="image"><h3 data-tab-label>Exhibit</h3><p>An exhibit</p></section>
  <section data-related><h3 data-tab-label>Related articles</h3><ul><li><a href="#related">An article</a></li></ul></section>`;
const IDS = ['tab-hero', 'tab-story-1-mediatype-video', 'tab-story-2-mediatype-image', 'tab-related-articles'];

/** The story at the top of the test page, under a header of `HEADER_OFFSET_PX` as on a real page. */
const story = (attrs = '') => {
  document.body.style.margin = `${HEADER_OFFSET_PX}px 0 0`;
  return fixture(`<mck-five-fifty ${attrs}>${STORY}</mck-five-fifty>`);
};
const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize);
const tabsOf = async (el: Element, role = 'tab') => {
  await present(el, `[role=${role}]`);
  return [...shadow(el).querySelectorAll<HTMLButtonElement>('[role=tab]')];
};
const selected = (el: Element) => [...shadow(el).querySelectorAll('[role=tab]')].findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
const focusedId = (el: Element) => shadow(el).activeElement?.id;
/** Which printed sections a reader can reach (the others are inert). */
const reachable = (el: Element) => [...el.querySelectorAll('section')].map((section) => !section.closest('[inert]') && !(section.assignedSlot?.closest('[inert]')));

describe('mck-five-fifty', () => {
  widgetTestHooks('mck-five-fifty', fiveFiftyParts, () => {
    document.documentElement.removeAttribute('dir');
    document.body.style.margin = '';
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport(800, 600);
  });

  describe('desktop: pinned horizontal scroll', () => {
    beforeEach(() => setViewport(LARGE_MIN_PX + 100, 800));

    it('has the D§2 tab ids; the active tab follows the page scroll at scale factor 2, pinned under the header', async () => {
      const el = story();
      const tabs = await tabsOf(el);
      expect(tabs.map((tab) => tab.id)).to.deep.equal(IDS);
      expect(selected(el)).to.equal(0);
      const viewport = shadow(el).querySelector('[part=viewport]')!;
      const width = viewport.clientWidth;
      const changes: unknown[] = [];
      el.addEventListener('mck-five-fifty-change', (event) => changes.push(event.detail));
      const storyTop = el.getBoundingClientRect().top + scrollY;
      window.scrollTo(0, storyTop - HEADER_OFFSET_PX + 2 * width * SCROLL_SCALE_FACTOR);
      await waitFor(() => expect(selected(el)).to.equal(2));
      const pin = shadow(el).querySelector('[part=pin]')!.getBoundingClientRect();
      expect(pin.top).to.equal(HEADER_OFFSET_PX);
      expect(pin.height).to.equal(innerHeight - HEADER_OFFSET_PX);
      expect(shadow(el).querySelector('[part=bar]')!.getBoundingClientRect().height).to.equal(TAB_BAR_REM * rem());
      const exhibit = el.querySelectorAll('section')[2]!.getBoundingClientRect();
      expect(Math.round(exhibit.left)).to.equal(Math.round(viewport.getBoundingClientRect().left));
      expect(reachable(el)).to.deep.equal([false, false, true, false]);
      expect(changes).to.deep.equal([{ index: 2, id: IDS[2], kind: 'story' }]);
      expect(document.documentElement.getAttribute(PAGE_STATE_ATTR)).to.equal('story');
      window.scrollTo(0, storyTop - HEADER_OFFSET_PX + width * SCROLL_SCALE_FACTOR * 0.4);
      await waitFor(() => expect(selected(el)).to.equal(0));
      expect(document.documentElement.getAttribute(PAGE_STATE_ATTR)).to.equal('hero');
    });

    it('scrolls the page to a tab\'s panel on a click, smoothly; instantly under reduced motion', async () => {
      const el = story();
      const tabs = await tabsOf(el);
      const calls: (ScrollToOptions | undefined)[] = [];
      const original = window.scrollTo;
      window.scrollTo = ((options?: ScrollToOptions) => {
        calls.push(options);
        Reflect.apply(original, window, [{ ...options, behavior: 'instant' }]);
      }) as typeof window.scrollTo;
      try {
        tabs[3]!.click();
        await waitFor(() => expect(selected(el)).to.equal(3));
        expect(calls.at(-1)!.behavior).to.equal('smooth');
        expect(document.documentElement.getAttribute(PAGE_STATE_ATTR)).to.equal('related');
        await emulateMedia({ reducedMotion: 'reduce' });
        tabs[1]!.click();
        await waitFor(() => expect(selected(el)).to.equal(1));
        expect(calls.at(-1)!.behavior).to.equal('instant');
      } finally {
        window.scrollTo = original;
      }
    });

    it('is operated by keyboard alone: arrows, tabs with visible focus, then the active panel', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = story();
      await tabsOf(el);
      const previous = await tabInto(el);
      expect(previous.getAttribute('part')).to.equal('previous');
      expect(previous.getAttribute('aria-disabled')).to.equal('true');
      await sendKeys({ press: 'Tab' });
      expect(focusedId(el)).to.equal('tab-hero');
      expect(getComputedStyle(shadow(el).activeElement!).outlineStyle).not.to.equal('none');
      await sendKeys({ press: 'ArrowRight' });
      expect(focusedId(el)).to.equal(IDS[1]);
      await waitFor(() => expect(selected(el)).to.equal(1));
      await sendKeys({ press: 'End' });
      await waitFor(() => expect(selected(el)).to.equal(3));
      await sendKeys({ press: 'Home' });
      await waitFor(() => expect(selected(el)).to.equal(0));
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => expect(selected(el)).to.equal(1));
      await sendKeys({ press: 'Tab' });
      expect((shadow(el).activeElement as HTMLElement).getAttribute('part')).to.equal('next');
      // Past the next arrow, the next stop is in the active panel: the other panels are inert.
      await sendKeys({ press: 'Tab' });
      expect((document.activeElement as HTMLElement).textContent).to.equal('with a link');
      await expectAxeClean(el);
    });

    it('runs from the right in Arabic: the first tab at the right, ArrowLeft goes on', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      document.documentElement.dir = 'rtl';
      const el = story();
      const tabs = await tabsOf(el);
      expect(tabs[0]!.getBoundingClientRect().left).to.be.greaterThan(tabs[1]!.getBoundingClientRect().left);
      tabs[0]!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => expect(selected(el)).to.equal(1));
      const watch = el.querySelectorAll('section')[1]!.getBoundingClientRect();
      const viewport = shadow(el).querySelector('[part=viewport]')!.getBoundingClientRect();
      await waitFor(() => expect(Math.round(el.querySelectorAll('section')[1]!.getBoundingClientRect().right)).to.equal(Math.round(viewport.right)));
      expect(watch.width).to.equal(viewport.width);
      await expectAxeClean(el);
    });
  });

  describe('mobile and tablet: swipe carousel', () => {
    beforeEach(async () => {
      await setViewport(LARGE_MIN_PX - 1, 700);
      await emulateMedia({ reducedMotion: 'reduce' });
    });

    it('shows arrows and a bullet per tab; arrows, bullets and arrow keys move, the active bullet follows', async () => {
      const el = story();
      const bullets = await tabsOf(el);
      expect(bullets.map((bullet) => bullet.id)).to.deep.equal(IDS);
      expect(bullets.map((bullet) => bullet.getAttribute('aria-label'))).to.deep.equal(['The growth story', 'Watch', 'Exhibit', 'Related articles']);
      expect(shadow(el).querySelector('[part=controls]')!.getBoundingClientRect().height).to.equal(CONTROLS_REM * rem());
      expect(shadow(el).querySelector('[part=tablist]')).to.equal(null);
      (shadow(el).querySelector('[part=next]') as HTMLElement).click();
      await waitFor(() => expect(selected(el)).to.equal(1));
      await waitFor(() => expect(reachable(el)).to.deep.equal([false, true, false, false]));
      bullets[3]!.click();
      await waitFor(() => expect(selected(el)).to.equal(3));
      // The page state follows the selection in the widget's effect, a frame or so later.
      await waitFor(() => expect(document.documentElement.getAttribute(PAGE_STATE_ATTR)).to.equal('related'));
      bullets[3]!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => expect(selected(el)).to.equal(2));
      expect(focusedId(el)).to.equal(IDS[2]);
      expect(getComputedStyle(shadow(el).activeElement!).outlineStyle).not.to.equal('none');
      await expectAxeClean(el);
    });

    it('locks the page scroll while the story stands under the header, until the last tab', async () => {
      const el = story();
      const bullets = await tabsOf(el);
      await waitFor(() => expect(document.documentElement.style.overflow).to.equal('hidden'));
      bullets[2]!.click();
      await waitFor(() => expect(selected(el)).to.equal(2));
      expect(document.documentElement.style.overflow).to.equal('hidden');
      bullets[3]!.click();
      await waitFor(() => expect(document.documentElement.style.overflow).to.equal(''));
    });

    it('does not lock the page when the story is further down it', async () => {
      document.body.style.margin = `${innerHeight}px 0 0`;
      const el = fixture(`<mck-five-fifty>${STORY}</mck-five-fifty>`);
      await tabsOf(el);
      expect(document.documentElement.style.overflow).to.equal('');
    });

    it('starts at the right in Arabic, and ArrowLeft goes on', async () => {
      document.documentElement.dir = 'rtl';
      const el = story();
      const bullets = await tabsOf(el);
      expect(bullets[0]!.getBoundingClientRect().left).to.be.greaterThan(bullets[1]!.getBoundingClientRect().left);
      bullets[0]!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => expect(selected(el)).to.equal(1));
      await expectAxeClean(el);
    });
  });

  it('stands a short section in the middle of its panel, and starts a long one at its top, on a phone and on a desktop', async () => {
    const sections = '<section><h2 data-tab-label>The growth story</h2><p>Five minutes, fifty seconds.</p></section>'
      + `<section data-related><h3 data-tab-label>Related articles</h3>${'<p>A long list of articles.</p>'.repeat(60)}</section>`;
    /** The room a panel leaves above and below what its section holds (its first and last child, with their margins). */
    const room = (section: Element) => {
      const panel = section.assignedSlot!.parentElement!.getBoundingClientRect();
      const first = section.firstElementChild!;
      const last = section.lastElementChild!;
      const top = first.getBoundingClientRect().top - parseFloat(getComputedStyle(first).marginTop);
      const bottom = last.getBoundingClientRect().bottom + parseFloat(getComputedStyle(last).marginBottom);
      return { above: top - panel.top, below: panel.bottom - bottom };
    };
    for (const width of [390, LARGE_MIN_PX + 100]) {
      await setViewport(width, 800);
      document.body.style.margin = `${HEADER_OFFSET_PX}px 0 0`;
      const el = fixture(`<mck-five-fifty>${sections}</mck-five-fifty>`);
      await tabsOf(el);
      const [short, long] = el.querySelectorAll('section');
      await waitFor(() => expect(short!.assignedSlot).to.not.equal(null));
      const { above, below } = room(short!);
      expect(above, `blank above the hero's text at ${width} px`).to.be.above(100);
      expect(Math.abs(above - below), `blank above and below the hero's text at ${width} px`).to.be.at.most(1);
      expect(room(long!).above, `the long section's start at ${width} px`).to.be.at.most(1);
      el.remove();
    }
  });

  it('shows a placeholder for a story without sections in editor mode, nothing otherwise', async () => {
    const plain = fixture('<mck-five-fifty></mck-five-fifty>');
    await waitFor(() => expect(plain.hasAttribute('data-mck-rendered')).to.equal(true));
    expect(shadow(plain).querySelector('[part]')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-five-fifty></mck-five-fifty>');
    const placeholder = await present(editing, '[part=placeholder]');
    expect(placeholder.textContent).to.contain('Five-fifty story');
    await expectAxeClean(editing);
  });

  it('shows its error state for a malformed header offset, naming tag and attribute, and gives the sections back', async () => {
    const el = await expectAttributeError(`<mck-five-fifty header-offset="-1">${STORY}</mck-five-fifty>`, 'mck-five-fifty', 'header-offset');
    expect([...el.querySelectorAll('section')].some((section) => section.hasAttribute('slot'))).to.equal(false);
    await expectAttributeError('<mck-five-fifty header-offset="sixty"></mck-five-fifty>', 'mck-five-fifty', 'header-offset');
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('five-fifty');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('five-fifty', css())).to.deep.equal([]);
    });
  });
});
