import { expect } from 'chai';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import {
  belowView, expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import { dictionary } from '../../core/text/i18n.js';
import './full-bleed-media.define.js';
import { fullBleedMediaParts } from './full-bleed-media.api.js';

const SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="800" height="300" fill="#365e8c"/></svg>')}`;
const media = (attrs: string, imageAttrs = 'alt="Offices at dusk"') => `<mck-full-bleed-media ${attrs}><img src="${SVG}" width="800" height="300" ${imageAttrs}></mck-full-bleed-media>`;
const rendered = (el: Element) => present(el, '[part=base]');

describe('mck-full-bleed-media', () => {
  widgetTestHooks('mck-full-bleed-media', fullBleedMediaParts, () => {
    document.documentElement.removeAttribute('dir');
    dictionary.value = {};
  });

  it('shows the printed image across the viewport, out of its centred column, at its ratio, under the overlay', async () => {
    const el = fixture(`<div style="width: 600px; margin-inline: auto">${media('overlay-opacity="40"')}</div>`).firstElementChild!;
    const image = el.querySelector('img')!;
    await rendered(el);
    expect(image.assignedSlot).to.not.equal(null);
    const after = el.getBoundingClientRect();
    expect([after.left, after.width]).to.deep.equal([0, innerWidth]);
    expect(after.height).to.be.closeTo((innerWidth * 300) / 800, 1);
    const overlay = shadow(el).querySelector<HTMLElement>('[part=overlay]')!;
    expect(getComputedStyle(overlay).opacity).to.equal('0.4');
    const box = overlay.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([after.width, after.height]);
  });

  it('gives media without alt or label the default screen-reader text, in the page language', async () => {
    const el = fixture(media('', ''));
    await rendered(el);
    await waitFor(() => expect(el.querySelector('img')!.alt).to.equal('Full-width media'));
    dictionary.value = { FullBleedMedia_DefaultLabel: 'وسائط بعرض الصفحة' };
    await waitFor(() => expect(el.querySelector('img')!.alt).to.equal('وسائط بعرض الصفحة'));
    const video = fixture('<mck-full-bleed-media><video src="/none.mp4" width="320" height="180" muted></video></mck-full-bleed-media>');
    await rendered(video);
    await waitFor(() => expect(video.querySelector('video')!.getAttribute('aria-label')).to.equal('وسائط بعرض الصفحة'));
    await expectAxeClean(el);
  });

  it('stops the CMS\'s autoplaying video and gives it controls when the reader prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = fixture('<mck-full-bleed-media><video src="/none.mp4" width="320" height="180" muted autoplay loop aria-label="Clip"></video></mck-full-bleed-media>');
      await rendered(el);
      const video = el.querySelector('video')!;
      await waitFor(() => expect([video.autoplay, video.controls, video.paused]).to.deep.equal([false, true, true]));
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('renders nothing for an empty image, and its placeholder in editor mode, axe clean', async () => {
    const el = fixture(media('', 'class="empty-image" alt=""'));
    await waitFor(() => expect(el.shadowRoot).to.not.equal(null));
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(el).querySelector('[part=base]')).to.equal(null);
    await belowView(el);
    expect(el.getBoundingClientRect().height).to.equal(0);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-full-bleed-media><img alt=""></mck-full-bleed-media>');
    expect((await present(editing, '[part=placeholder]')).textContent).to.equal('Empty field: Media');
    await expectAxeClean(editing);
  });

  it('adds no tab stop, and the overlay leaves a video\'s controls reachable by keyboard', async () => {
    const el = fixture(`<div><button>Before</button><mck-full-bleed-media overlay-opacity="50"><video src="/none.mp4" width="320" height="180" controls aria-label="Clip"></video></mck-full-bleed-media><button>After</button></div>`);
    const host = el.querySelector('mck-full-bleed-media')!;
    await rendered(host);
    el.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(host.querySelector('video'));
    const box = host.getBoundingClientRect();
    expect(document.elementFromPoint(box.left + 10, box.top + 10)).to.equal(host.querySelector('video'));
  });

  it('is axe clean, also right to left', async () => {
    const el = fixture(media('overlay-opacity="0.3" overlay-color="#1f40e6"'));
    await rendered(el);
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await expectAxeClean(el);
  });

  for (const [attribute, html] of [
    ['overlay-opacity', media('overlay-opacity="150"')],
    ['overlay-opacity', media('overlay-opacity="dark"')],
  ] as const) {
    it(`shows its error state for ${html.match(/overlay-opacity="[^"]*"/)![0]}, naming tag and attribute`, async () => {
      await expectAxeClean(await expectAttributeError(html, 'mck-full-bleed-media', attribute));
    });
  }
});
