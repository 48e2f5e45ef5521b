import { expect } from 'chai';
import {
  captureConsoleErrors, expectAxeClean, fixture, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import './video.define.js';
import { videoParts } from './video.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const videoOf = (el: Element) => shadow(el).querySelector('video');
const ready = (el: Element) => waitFor(() => {
  const video = videoOf(el);
  if (!video) throw new Error(`not ready (state ${(el as HTMLElement).dataset.state})`);
  return video;
}, 5000);
const playing = (video: HTMLVideoElement) => waitFor(() => expect(video.paused, 'playing').to.equal(false), 5000);

describe('mck-video', () => {
  widgetTestHooks('mck-video', videoParts);

  it('loads the MP4 source when scrolled into view, muted and looping', async () => {
    const spacer = fixture('<div style="height: 3000px"></div>');
    const el = fixture('<mck-video video-id="clip-1" label="Team at work"></mck-video>');
    await new Promise((r) => setTimeout(r, 300));
    expect(el.dataset.state).to.equal('waiting');
    expect(videoOf(el)).to.equal(null);
    el.scrollIntoView();
    const video = await ready(el);
    expect(video.src).to.equal(`${location.protocol}//${location.host}/test-services/media/sample.mp4`);
    expect(video.muted).to.equal(true);
    expect(video.loop).to.equal(true);
    expect(video.getAttribute('aria-label')).to.equal('Team at work');
    spacer.remove();
  });

  it('plays and pauses with its button, which says what it will do', async () => {
    const el = fixture('<mck-video video-id="clip-2" autoplay="false"></mck-video>');
    const video = await ready(el);
    const button = shadow(el).querySelector<HTMLButtonElement>('button[part=toggle]')!;
    expect(video.paused).to.equal(true);
    expect(button.getAttribute('aria-label')).to.equal('Play video');
    button.click();
    await playing(video);
    await waitFor(() => expect(button.getAttribute('aria-label')).to.equal('Pause video'));
    button.click();
    await waitFor(() => expect(video.paused).to.equal(true));
    await waitFor(() => expect(button.getAttribute('aria-label')).to.equal('Play video'));
  });

  it('plays only the video started last', async () => {
    const first = fixture('<mck-video video-id="clip-a" autoplay="false"></mck-video>');
    const second = fixture('<mck-video video-id="clip-b" autoplay="false"></mck-video>');
    const [a, b] = [await ready(first), await ready(second)];
    shadow(first).querySelector<HTMLButtonElement>('button')!.click();
    await playing(a);
    shadow(second).querySelector<HTMLButtonElement>('button')!.click();
    await playing(b);
    await waitFor(() => expect(a.paused, 'first paused').to.equal(true));
  });

  it('autoplays when in view unless told not to', async () => {
    const auto = await ready(fixture('<mck-video video-id="clip-auto"></mck-video>'));
    await playing(auto);
    // Told not to, it stays paused, so the one playing goes on (a second start would pause it).
    const told = await ready(fixture('<mck-video video-id="clip-told" autoplay="false"></mck-video>'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(told.paused, 'autoplay="false" stays paused').to.equal(true);
    expect(auto.paused, 'the autoplaying one plays on').to.equal(false);
  });

  for (const id of ['broken-1', 'nomp4-1']) {
    it(`stays unloaded with its fallback visible when the service fails (${id})`, async () => {
      const el = fixture(`<mck-video video-id="${id}"><img alt="Poster" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="160" height="90"></mck-video>`);
      await waitFor(() => expect(el.dataset.state).to.equal('unavailable'), 5000);
      expect(videoOf(el)).to.equal(null);
      expect(el.querySelector('img')!.getBoundingClientRect().height).to.be.greaterThan(0);
    });
  }

  it('shows its error state without a video-id, naming the attribute', async () => {
    let el!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      el = fixture('<mck-video></mck-video>');
      await waitFor(() => {
        if (!shadow(el).querySelector('[part=error]')) throw new Error('no error state');
      });
    });
    expect(errors.some((line) => line.includes('[mck-video] attribute "video-id" is required'))).to.equal(true);
  });

  it('is axe clean when ready', async () => {
    const el = fixture('<mck-video video-id="clip-axe" label="A clip" autoplay="false"></mck-video>');
    await ready(el);
    await expectAxeClean(el);
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('video');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('video', css())).to.deep.equal([]);
    });
  });
});
