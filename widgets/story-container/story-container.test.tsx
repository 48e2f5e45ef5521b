import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { readItems } from './story-container.content.js';
import { HALF_WIDTH, TEXT_COLUMNS, textColumnsFor } from './story-container.layout.js';
import './story-container.define.js';

const ITEMS = `
  <div slot="text-2"><h3>Second</h3></div>
  <figure slot="media-2" data-media-placement="right" data-template="videoForStory"><p>Video</p></figure>
  <div slot="text-1"><h3>First</h3></div>
  <figure slot="media-1" data-accessibility-description="Revenue by sector"><img alt="" src="x.png"></figure>
  <p>Not an item</p>`;

describe('readItems', () => {
  it('pairs text-N and media-N in N order, with each media\'s placement, template and description', () => {
    const host = mount(`<mck-x>${ITEMS}</mck-x>`);
    expect(readItems(host).map(({ problems, ...item }) => item)).toEqual([
      { index: 1, hasText: true, hasMedia: true, placement: 'left', template: 'storyItem', accessibilityDescription: 'Revenue by sector' },
      { index: 2, hasText: true, hasMedia: true, placement: 'right', template: 'videoForStory', accessibilityDescription: '' },
    ]);
  });

  it('falls back to left and storyItem for unknown values, and says so', () => {
    const [item] = readItems(mount('<mck-x><figure slot="media-1" data-media-placement="top" data-template="gif"></figure></mck-x>'));
    expect(item).toMatchObject({ hasText: false, placement: 'left', template: 'storyItem' });
    expect(item!.problems).toEqual([
      'item 1 data-media-placement "top" is not one of left, right; using left',
      'item 1 data-template "gif" is not one of storyItem, videoForStory, bespokeForStory, flourishForStory, cerosForStory; using storyItem',
    ]);
  });
});

describe('text column width (E§2)', () => {
  it('is 6/6 at 50 and 4/8 otherwise', () => {
    expect(textColumnsFor(HALF_WIDTH)).toBe(6);
    expect(TEXT_COLUMNS).toEqual({ default: 4, half: 6 });
    for (const width of [0, 33, 49, 51, 100]) expect(textColumnsFor(width)).toBe(4);
  });
});

describe('<mck-story-container>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
    vi.restoreAllMocks();
  });

  it('slots each item\'s text and media, places the media and names it for screen readers', async () => {
    configureForTest();
    const el = mount(`<mck-story-container desktop-text-column-width="50">${ITEMS}</mck-story-container>`);
    const base = await inShadow(el, '[part=base]');
    expect(base.className).toBe('story half');
    const items = [...base.querySelectorAll('[part=item]')];
    expect(items.map((item) => item.className)).toEqual(['item media-left template-storyItem', 'item media-right template-videoForStory']);
    expect(items.map((item) => [...item.querySelectorAll('slot')].map((slot) => slot.name))).toEqual([['text-1', 'media-1'], ['text-2', 'media-2']]);
    // E§8: the accessibility description, else the default text for the kind of media.
    expect(items.map((item) => item.querySelector('[part=media]')!.getAttribute('aria-label'))).toEqual(['Revenue by sector', 'Video']);
  });

  it('names an item\'s unknown placement or template on the console', async () => {
    configureForTest();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = mount('<mck-story-container><div slot="text-1">T</div><figure slot="media-1" data-media-placement="top"></figure></mck-story-container>');
    await inShadow(el, '[part=item]');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[mck-story-container] item 1 data-media-placement "top" is not one of left, right; using left'));
  });

  it('renders nothing for visitors without items, and only the half an item has', async () => {
    configureForTest();
    const empty = mount('<mck-story-container></mck-story-container>');
    await new Promise((r) => setTimeout(r, 50));
    expect(empty.shadowRoot!.querySelector('[part=base]')).toBeNull();
    const el = mount('<mck-story-container><div slot="text-1">Text only</div></mck-story-container>');
    const item = await inShadow(el, '[part=item]');
    expect(item.querySelector('[part=text]')).not.toBeNull();
    expect(item.querySelector('[part=media]')).toBeNull();
    expect(item.querySelector('[part=placeholder]')).toBeNull();
  });

  it('shows placeholders in editor mode for the missing media and for an empty container', async () => {
    configureForTest({ editorMode: true });
    const el = mount('<mck-story-container><div slot="text-1">Text only</div></mck-story-container><mck-story-container></mck-story-container>');
    const item = await inShadow(el, '[part=item]');
    expect(item.querySelector('[part=media] [part=placeholder]')?.textContent).toContain('Story media');
    const empty = document.body.children[1]!;
    expect((await inShadow(empty, '[part=placeholder]')).textContent).toContain('Story items');
  });
});
