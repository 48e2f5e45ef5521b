import { expect } from 'chai';
import {
  belowView, expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './audio.define.js';
import { audioParts } from './audio.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

// A 10 s tone served by the test server from this folder: same origin, so the URL rules pass it.
const TONE = '/widgets/audio/audio.test-tone.wav';
const player = (attrs = '') => `<mck-audio src="${TONE}" label="Morning brief" ${attrs}><audio controls src="${TONE}"></audio></mck-audio>`;

const ready = async (el: Element) => {
  const button = await present<HTMLButtonElement>(shadow(el), '[part=toggle]');
  const audio = shadow(el).querySelector('audio')!;
  await waitFor(() => expect(audio.readyState, 'metadata loaded').to.be.greaterThan(0), 5000);
  return { button, audio, slider: shadow(el).querySelector<HTMLElement>('[part=progress]')! };
};

/** The sound host's oembed answer for the podcast tests: the page's fetch, answered in place. */
let realFetch: typeof fetch | null = null;
function answerOembed(html: string | null) {
  realFetch = window.fetch;
  const passThrough = realFetch;
  window.fetch = async (input, init) => {
    const url = new Request(input, init).url;
    if (!url.startsWith(`${location.origin}/test-services/audio/oembed`)) return passThrough(input, init);
    return html === null
      ? Response.json({ message: 'Down.' }, { status: 500 })
      : Response.json({ version: '1.0', type: 'rich', html });
  };
}
const restoreFetch = () => { if (realFetch) window.fetch = realFetch; realFetch = null; };

describe('mck-audio', () => {
  widgetTestHooks('mck-audio', audioParts, restoreFetch);

  it('plays and pauses by keyboard alone, with visible focus and the state in the button\'s name', async () => {
    const el = fixture(player());
    const { button, audio } = await ready(el);
    const focused = await tabInto(el);
    expect(focused).to.equal(button);
    expect(button.getAttribute('aria-label')).to.equal('Play Morning brief');
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(audio.paused, 'playing').to.equal(false), 5000);
    await waitFor(() => expect(button.getAttribute('aria-label')).to.equal('Pause Morning brief'));
    expect(button.textContent).to.equal('Pause');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(audio.paused, 'paused').to.equal(true));
    await waitFor(() => expect(button.getAttribute('aria-label')).to.equal('Play Morning brief'));
  });

  it('seeks with the arrow keys, Home and End on the slider, which says where it is', async () => {
    const el = fixture(player());
    const { audio, slider } = await ready(el);
    expect(await tabInto(el, 2)).to.equal(slider);
    expect(slider.getAttribute('aria-valuemax')).to.equal('10');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).to.equal('5'));
    expect(slider.getAttribute('aria-valuetext')).to.equal('0:05 of 0:10');
    expect(audio.currentTime).to.equal(5);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).to.equal('0'));
    await sendKeys({ press: 'End' });
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).to.equal('10'));
    await sendKeys({ press: 'Home' });
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).to.equal('0'));
  });

  it('goes back to the start at the end (E§4), ready to play again', async () => {
    const el = fixture(player());
    const { button, audio, slider } = await ready(el);
    audio.currentTime = 9.6; // near the end: the tone plays out in well under a second
    const ended = new Promise((resolve) => audio.addEventListener('ended', resolve, { once: true }));
    button.click();
    await ended;
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).to.equal('0'));
    expect(audio.currentTime).to.equal(0);
    expect(audio.paused).to.equal(true);
    expect(button.getAttribute('aria-label')).to.equal('Play Morning brief');
  });

  it('plays one audio at a time: starting one pauses the other', async () => {
    const [first, second] = [fixture(player()), fixture(player('label="Second"'))];
    const a = await ready(first);
    const b = await ready(second);
    a.button.click();
    await waitFor(() => expect(a.audio.paused).to.equal(false), 5000);
    b.button.click();
    await waitFor(() => expect(b.audio.paused).to.equal(false), 5000);
    await waitFor(() => expect(a.audio.paused, 'first paused').to.equal(true));
  });

  it('in Arabic, reads right to left: the bar fills from the right and the left arrow moves forward', async () => {
    const wrap = fixture(`<div dir="rtl" lang="ar">${player()}</div>`);
    const el = wrap.querySelector('mck-audio')!;
    const { slider } = await ready(el);
    slider.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).to.equal('5'));
    const fill = slider.querySelector<HTMLElement>('.fill')!;
    await waitFor(() => {
      const [bar, track] = [fill.getBoundingClientRect(), slider.getBoundingClientRect()];
      expect(Math.round(bar.width), 'half the track').to.equal(Math.round(track.width / 2));
      expect(Math.round(bar.right), 'anchored right').to.equal(Math.round(track.right));
    });
    await expectAxeClean(el);
  });

  it('animates the progress fill only without prefers-reduced-motion', async () => {
    const el = fixture(player());
    const { slider } = await ready(el);
    const fill = slider.querySelector<HTMLElement>('.fill')!;
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(fill).transitionDuration).to.equal('0s');
      await emulateMedia({ reducedMotion: 'no-preference' });
      expect(getComputedStyle(fill).transitionDuration).to.equal('0.25s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('renders only the titled player iframe from a hostile oembed answer', async () => {
    // Any page of the test origin stands in for the sound host's player page.
    const playerUrl = `${location.origin}/widgets/audio/meta.json`;
    answerOembed(`<script>window.mckHostile = 'script'</script><img src="x" onerror="window.mckHostile = 'onerror'">`
      + `<iframe src="https://player.elsewhere.example/embed/1" title="Elsewhere"></iframe>`
      + `<iframe onload="window.mckHostile = 'onload'" src="${playerUrl}" title="Hostile episode"></iframe>`
      + `<a href="javascript:window.mckHostile = 'link'">More</a>`);
    const el = fixture('<mck-audio podcast-url="https://podcasts.example.com/mck/hostile-episode"><a href="https://podcasts.example.com/mck/hostile-episode">Listen</a></mck-audio>');
    const embed = await present(shadow(el), '[part=embed]');
    const frames = embed.querySelectorAll('iframe');
    expect(frames.length).to.equal(1);
    expect(frames[0]!.getAttribute('src')).to.equal(playerUrl);
    expect(frames[0]!.getAttribute('title')).to.equal('Hostile episode');
    expect(embed.innerHTML).not.to.match(/onload|onerror|script|javascript:|elsewhere/);
    expect((window as { mckHostile?: string }).mckHostile).to.equal(undefined);
    await expectAxeClean(el);
  });

  for (const [name, html] of [['fails', null], ['holds no allowed player', '<iframe src="https://player.elsewhere.example/embed/1" title="Elsewhere"></iframe>']] as const) {
    it(`keeps the printed link when the oembed call ${name}`, async () => {
      answerOembed(html);
      const el = fixture('<mck-audio podcast-url="https://podcasts.example.com/mck/x"><a href="https://podcasts.example.com/mck/x">Listen to the episode</a></mck-audio>');
      await waitFor(() => expect(el.dataset.state).to.be.oneOf(['error', 'empty']));
      expect(shadow(el).querySelector('[part=embed]')).to.equal(null);
      expect(el.querySelector('a')!.getBoundingClientRect().height).to.be.greaterThan(0);
      // As tall as the link: no empty podcast-sized box under it (once it is out of the reader's view).
      await belowView(el);
      expect(el.getBoundingClientRect().height).to.be.lessThan(4 * 16);
      await expectAxeClean(el);
    });
  }

  it('shows editors what is missing when no source is set', async () => {
    testConfig({ editorMode: true });
    const el = fixture('<mck-audio></mck-audio>');
    const placeholder = await present(shadow(el), '[part=placeholder]');
    expect(placeholder.textContent).to.contain('Audio source');
    await expectAxeClean(el);
  });

  it('shows its error state for a src the URL rules refuse, naming tag and attribute', async () => {
    const el = await expectAttributeError('<mck-audio src="javascript:alert(1)"></mck-audio>', 'mck-audio', 'src');
    await expectAxeClean(el);
  });

  it('refuses a library file on another site', async () => {
    await expectAttributeError('<mck-audio src="https://elsewhere.example/a.mp3"></mck-audio>', 'mck-audio', 'src');
  });

  it('is axe clean while playing', async () => {
    const el = fixture(player());
    const { button, audio } = await ready(el);
    button.click();
    await waitFor(() => expect(audio.paused).to.equal(false), 5000);
    await expectAxeClean(el);
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('audio');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('audio', css())).to.deep.equal([]);
    });
  });
});
