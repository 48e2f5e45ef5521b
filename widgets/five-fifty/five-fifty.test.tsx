import { afterEach, describe, expect, it, vi } from 'vitest';
import { inShadow } from '../../tests/support/unit.js';
import { readPanels, tabsOf } from './five-fifty.content.js';
import { HEADER_OFFSET_PX, PAGE_STATE_ATTR, SCROLL_SCALE_FACTOR } from './five-fifty.layout.js';
import { activePanel, scrollLength, scrollTopForPanel, sidewaysOffset } from './five-fifty.scroll.js';
import { indexForStep } from './five-fifty.story.js';
import './five-fifty.define.js';

const STORY = `
  <section><h2 data-tab-label>The growth story</h2><p>Hero</p></section>
  <section data-media="video"><h3 data-tab-label>Watch</h3></section>
  <section data-media="image"><h3 data-tab-label> Exhibit
    one </h3></section>
  <section data-media="ceros"><p>No label</p></section>
  <section data-media="bespoke"><h3 data-tab-label>Explore</h3></section>
  <section data-related><h3 data-tab-label>Related articles</h3></section>`;

const hostWith = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe('D§9 constants', () => {
  it('scrolls the story sideways at scale factor 2 under a 60 px header', () => {
    expect(SCROLL_SCALE_FACTOR).toBe(2);
    expect(HEADER_OFFSET_PX).toBe(60);
  });
});

describe('the pinned scroll', () => {
  const width = 1000;
  it('takes the page scroll of every panel but the first, times the scale factor', () => {
    expect(scrollLength(6, width)).toBe(5 * width * SCROLL_SCALE_FACTOR);
    expect(scrollLength(1, width)).toBe(0);
    expect(scrollLength(0, width)).toBe(0);
  });

  it('moves the panels one pixel per scale factor of scroll once the story reaches the header', () => {
    expect(sidewaysOffset(500, 6, width)).toBe(0);
    expect(sidewaysOffset(HEADER_OFFSET_PX, 6, width)).toBe(0);
    expect(sidewaysOffset(HEADER_OFFSET_PX - 400, 6, width)).toBe(400 / SCROLL_SCALE_FACTOR);
    expect(sidewaysOffset(-1_000_000, 6, width)).toBe(5 * width);
    expect(sidewaysOffset(0, 6, width, 0)).toBe(0);
  });

  it('makes active the panel that fills most of the view', () => {
    expect(activePanel(0, width, 6)).toBe(0);
    expect(activePanel(499, width, 6)).toBe(0);
    expect(activePanel(500, width, 6)).toBe(1);
    expect(activePanel(5 * width, width, 6)).toBe(5);
    expect(activePanel(9 * width, width, 6)).toBe(5);
    expect(activePanel(100, 0, 6)).toBe(0);
  });

  it('scrolls the page to where a tab\'s panel fills the view, and that panel is then active', () => {
    const storyPageTop = 300;
    for (const index of [0, 1, 5]) {
      const top = scrollTopForPanel(index, storyPageTop, width);
      expect(top).toBe(storyPageTop - HEADER_OFFSET_PX + index * width * SCROLL_SCALE_FACTOR);
      const storyTopInView = storyPageTop - top;
      expect(activePanel(sidewaysOffset(storyTopInView, 6, width), width, 6)).toBe(index);
    }
  });
});

describe('the tabs (D§2 ids)', () => {
  it('reads the hero, one tab per story by media type, and the related articles', () => {
    const { tabs, problems } = tabsOf(readPanels(hostWith(STORY)).panels);
    expect(tabs.map((tab) => tab.id)).toEqual([
      'tab-hero', 'tab-story-1-mediatype-video', 'tab-story-2-mediatype-image', 'tab-story-3-mediatype-ceros',
      'tab-story-4-mediatype-bespoke', 'tab-related-articles',
    ]);
    expect(tabs.map((tab) => tab.label)).toEqual(['The growth story', 'Watch', 'Exhibit one', '', 'Explore', 'Related articles']);
    expect(problems).toEqual([]);
  });

  it('shows a story of an unknown or missing media type as bespoke, and says so', () => {
    const { tabs, problems } = tabsOf(readPanels(hostWith('<section></section><section data-media="audio"></section><section></section>')).panels);
    expect(tabs.map((tab) => tab.id)).toEqual(['tab-hero', 'tab-story-1-mediatype-bespoke', 'tab-story-2-mediatype-bespoke']);
    expect(problems).toEqual([
      'story 1: data-media "audio" is not one of bespoke, ceros, image, video; shown as bespoke',
      'story 2: data-media "" is not one of bespoke, ceros, image, video; shown as bespoke',
    ]);
  });

  it('counts only the last section marked data-related as the related articles', () => {
    const { tabs } = tabsOf(readPanels(hostWith('<section></section><section data-related data-media="video"></section><section data-related></section>')).panels);
    expect(tabs.map((tab) => tab.kind)).toEqual(['hero', 'story', 'related']);
  });
});

describe('arrow keys on the tabs', () => {
  it('step without wrapping; Home and End go to the ends', () => {
    expect(indexForStep('previous', 0, 4)).toBe(0);
    expect(indexForStep('previous', 2, 4)).toBe(1);
    expect(indexForStep('next', 2, 4)).toBe(3);
    expect(indexForStep('next', 3, 4)).toBe(3);
    expect(indexForStep('first', 2, 4)).toBe(0);
    expect(indexForStep('last', 0, 4)).toBe(3);
  });
});

describe('<mck-five-fifty>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('shows each printed section through a slot of its own, names unlabelled tabs, and gives the sections back when it goes', async () => {
    document.body.innerHTML = `<mck-five-fifty>${STORY}</mck-five-fifty>`;
    const el = document.body.firstElementChild as HTMLElement;
    await inShadow(el, '#tab-related-articles');
    const sections = [...el.querySelectorAll('section')];
    expect(sections.map((section) => section.slot)).toEqual(['panel-0', 'panel-1', 'panel-2', 'panel-3', 'panel-4', 'panel-5']);
    expect([...el.shadowRoot!.querySelectorAll('slot')].map((slot) => slot.name)).toEqual(sections.map((section) => section.slot));
    expect(el.shadowRoot!.querySelector('#tab-story-3-mediatype-ceros')!.getAttribute('aria-label')).toBe('Part 3');
    expect(document.documentElement.getAttribute(PAGE_STATE_ATTR)).toBe('hero');
    el.remove();
    await vi.waitFor(() => expect(sections.every((section) => !section.hasAttribute('slot'))).toBe(true));
    expect(document.documentElement.hasAttribute(PAGE_STATE_ATTR)).toBe(false);
  });

  it('warns once about a story of an unknown media type, naming the tag', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<mck-five-fifty><section></section><section data-media="audio"></section></mck-five-fifty>';
    await inShadow(document.body.firstElementChild!, '#tab-story-1-mediatype-bespoke');
    expect(warn).toHaveBeenCalledExactlyOnceWith('[mck-five-fifty] story 1: data-media "audio" is not one of bespoke, ceros, image, video; shown as bespoke');
  });
});
