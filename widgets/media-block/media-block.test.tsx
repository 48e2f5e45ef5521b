import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { MEDIA_COUNTS } from './media-block.api.js';
import { readMedia } from './media-block.content.js';
import { mediaBlockStyles, ONE_ROW_MIN_PX, SIDE_BY_SIDE_MIN_PX } from './media-block.styles.js';
import './media-block.define.js';

const IMG = '<figure><img src="/a.png" alt="A"><figcaption>A</figcaption></figure>';

describe('readMedia', () => {
  it('counts each printed medium: images, videos and nested mck tags, not empty images or slotted extras', () => {
    expect(readMedia(mount(`<mck-x>${IMG}<figure><mck-video video-id="v"></mck-video></figure><video src="/v.mp4"></video></mck-x>`))).toEqual({ count: 3 });
    expect(readMedia(mount('<mck-x><figure><img class="empty-image" src="/a.png" alt=""></figure><figure><img alt=""></figure><p>Text</p><img slot="x" src="/b.png" alt=""></mck-x>'))).toEqual({ count: 0 });
  });
});

describe('media block layout constants', () => {
  it('declares two and four media and the widths the styles use', () => {
    expect(MEDIA_COUNTS).toEqual({ two: 2, four: 4 });
    expect(mediaBlockStyles).toContain(`@media (min-width: ${SIDE_BY_SIDE_MIN_PX}px) { :host { grid-template-columns: repeat(2,`);
    expect(mediaBlockStyles).toContain(`@media (min-width: ${ONE_ROW_MIN_PX}px) { :host([layout="four"]) { grid-template-columns: repeat(4,`);
  });
});

describe('<mck-media-block>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('shows the CMS media through its slot', async () => {
    configureForTest();
    const el = mount(`<mck-media-block>${IMG}${IMG}</mck-media-block>`);
    const base = await inShadow(el, '[part=base]');
    expect(base.querySelector('slot:not([name])')).not.toBeNull();
    expect(base.querySelector('[part=placeholder]')).toBeNull();
  });

  it('renders nothing for visitors without media; editors see a placeholder for each missing medium', async () => {
    configureForTest();
    const empty = mount('<mck-media-block layout="four"></mck-media-block>');
    await new Promise((r) => setTimeout(r, 50));
    expect(empty.shadowRoot!.querySelector('[part=base]')).toBeNull();
    configureForTest({ editorMode: true });
    const editing = mount(`<mck-media-block layout="four">${IMG}</mck-media-block>`);
    await inShadow(editing, '[part=placeholder]');
    expect([...editing.shadowRoot!.querySelectorAll('[part=placeholder]')].map((p) => p.textContent))
      .toEqual(['Empty field: Media 2', 'Empty field: Media 3', 'Empty field: Media 4']);
  });
});
