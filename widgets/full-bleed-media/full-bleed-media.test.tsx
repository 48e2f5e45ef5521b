import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import './full-bleed-media.define.js';
import { readPrintedMedia } from './full-bleed-media.media.js';
import { mount, inShadow } from '../../tests/support/unit.js';

const rendered = (el: Element) => inShadow(el, '[part=base]');
const host = (inner: string) => mount(`<div>${inner}</div>`);

describe('full-bleed media rules', () => {
  it.each([
    ['<img alt="x">', true],
    ['<img src="/a.png" class="empty-image" alt="x">', true],
    ['<video></video>', true],
    ['<mck-video></mck-video>', true],
    ['<p>no media</p>', true],
    ['<img src="/a.png" alt="x">', false],
    ['<video><source src="/a.mp4"></video>', false],
    ['<mck-video video-id="v1"></mck-video>', false],
  ])('%s is empty: %s', (inner, empty) => {
    expect(readPrintedMedia(host(inner)).empty).toBe(empty);
  });

  it('needs a default name where the CMS gave no alt, aria-label or label', () => {
    expect(['<img src="/a" alt="">', '<img src="/a" alt="Chart">', '<video src="/a" aria-label="Clip"></video>', '<video src="/a"></video>', '<mck-video video-id="v" label="Clip"></mck-video>']
      .map((inner) => readPrintedMedia(host(inner)).needsLabel)).toEqual([true, false, false, true, false]);
  });
});

describe('<mck-full-bleed-media>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('keeps the CMS image in its slot, names it when it has no alt, and lays the overlay over it', async () => {
    configureForTest();
    const el = mount('<mck-full-bleed-media overlay-opacity="40" overlay-color="#123456"><img src="/a.png"></mck-full-bleed-media>');
    const base = await rendered(el);
    expect(base.querySelector<HTMLSlotElement>('slot')!.assignedElements()).toEqual([el.querySelector('img')]);
    await vi.waitFor(() => expect(el.querySelector('img')!.alt).toBe('Full-width media'));
    const overlay = el.shadowRoot!.querySelector<HTMLElement>('[part=overlay]')!;
    expect([overlay.style.opacity, overlay.style.backgroundColor]).toEqual(['0.4', '#123456']);
  });

  it('draws no overlay at opacity 0 and leaves a labelled video as the CMS printed it', async () => {
    configureForTest();
    const el = mount('<mck-full-bleed-media><video src="/a.mp4" aria-label="Our offices"></video></mck-full-bleed-media>');
    await rendered(el);
    expect(el.shadowRoot!.querySelector('[part=overlay]')).toBeNull();
    expect(el.querySelector('video')!.getAttribute('aria-label')).toBe('Our offices');
  });

  it('renders nothing for empty media, and its placeholder in editor mode', async () => {
    configureForTest();
    const plain = mount('<mck-full-bleed-media><img class="empty-image" src="/a.png" alt=""></mck-full-bleed-media>');
    await vi.waitFor(() => expect(plain.shadowRoot).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(plain.shadowRoot!.querySelector('[part=base]')).toBeNull();
    configureForTest({ editorMode: true });
    const editing = mount('<mck-full-bleed-media><img alt=""></mck-full-bleed-media>');
    await vi.waitFor(() => expect(editing.shadowRoot?.querySelector('[part=placeholder]')?.textContent).toContain('Media'));
  });
});
