import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type Answer, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { formatTime, SEEK_STEP_SECONDS, seekTarget } from './audio.time.js';
import { trackStreamUrl } from './audio.calls.js';
import './audio.define.js';

describe('formatTime', () => {
  it('reads minutes and seconds, hours when there are any, and 0:00 for unknown lengths', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Infinity)).toBe('0:00');
  });
});

describe('seekTarget', () => {
  it('moves 5 s per arrow, within the track, and to either end with Home and End', () => {
    expect(SEEK_STEP_SECONDS).toBe(5);
    expect(seekTarget('ArrowRight', 10, 60, false)).toBe(15);
    expect(seekTarget('ArrowUp', 10, 60, false)).toBe(15);
    expect(seekTarget('ArrowLeft', 10, 60, false)).toBe(5);
    expect(seekTarget('ArrowDown', 3, 60, false)).toBe(0);
    expect(seekTarget('ArrowRight', 58, 60, false)).toBe(60);
    expect(seekTarget('Home', 30, 60, false)).toBe(0);
    expect(seekTarget('End', 30, 60, false)).toBe(60);
    expect(seekTarget('Tab', 30, 60, false)).toBeNull();
  });
  it('follows the bar in right-to-left pages: left moves forward', () => {
    expect(seekTarget('ArrowLeft', 10, 60, true)).toBe(15);
    expect(seekTarget('ArrowRight', 10, 60, true)).toBe(5);
  });
});

describe('<mck-audio>', () => {
  let services: FakeServices;
  const calls = () => services.calls.map((call) => call.url.href);
  /** What the audio service answers; a test that plans no call has none. */
  let answer: Answer;
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    answer = () => { throw new Error('no call planned'); };
    services = fakeServices({
      'GET https://audio.test/*': ({ headers }) => {
        expect(headers.get('Authorization')).toBeNull(); // a third party: no reader tokens
        return answer;
      },
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('plays a library file with a button named by what it will do and the title', async () => {
    const el = mount('<mck-audio src="/media/brief.wav" label="Morning brief"><audio controls src="/media/brief.wav"></audio></mck-audio>');
    const button = await inShadow<HTMLButtonElement>(el, '[part=toggle]');
    expect(button.getAttribute('aria-label')).toBe('Play Morning brief');
    expect(button.textContent).toBe('Play');
    expect(el.shadowRoot!.querySelector('audio')!.getAttribute('src')).toBe('/media/brief.wav');
    expect(el.shadowRoot!.querySelector('[part=title]')!.textContent).toBe('Morning brief');
    const slider = el.shadowRoot!.querySelector('[part=progress]')!;
    expect(slider.getAttribute('role')).toBe('slider');
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 of 0:00');
    expect(calls()).toEqual([]);
  });

  it('goes back to the start when the audio ends, ready to play again', async () => {
    const el = mount('<mck-audio src="/media/brief.wav"></mck-audio>');
    const button = await inShadow<HTMLButtonElement>(el, '[part=toggle]');
    const slider = el.shadowRoot!.querySelector('[part=progress]')!;
    const audio = el.shadowRoot!.querySelector('audio')!;
    Object.defineProperty(audio, 'duration', { value: 60, configurable: true });
    audio.dispatchEvent(new Event('loadedmetadata'));
    audio.dispatchEvent(new Event('play'));
    audio.currentTime = 42;
    audio.dispatchEvent(new Event('timeupdate'));
    await vi.waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('0:42 of 1:00'));
    expect(button.getAttribute('aria-label')).toBe('Pause Audio');
    audio.dispatchEvent(new Event('ended'));
    await vi.waitFor(() => expect(slider.getAttribute('aria-valuenow')).toBe('0'));
    expect(audio.currentTime).toBe(0);
    expect(button.getAttribute('aria-label')).toBe('Play Audio');
  });

  it('streams a hosted track and names it from the track info', async () => {
    answer = { id: 'morning-brief', title: 'Morning brief', duration: 125_000 };
    const el = mount('<mck-audio track-id="morning-brief"></mck-audio>');
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part=title]')?.textContent).toBe('Morning brief'));
    expect(calls()).toEqual(['https://audio.test/tracks/morning-brief']);
    expect(el.shadowRoot!.querySelector('audio')!.getAttribute('src')).toBe('https://audio.test/tracks/morning-brief/stream');
    expect(el.shadowRoot!.querySelector('[part=progress]')!.getAttribute('aria-valuetext')).toBe('0:00 of 2:05');
  });

  it('plays on silently when the track info call fails (E§8)', async () => {
    answer = reply(500, { message: 'Down.' });
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const el = mount('<mck-audio track-id="broken-info"></mck-audio>');
    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(el.shadowRoot!.querySelector('[part=title]')!.textContent).toBe('Audio');
    expect(el.shadowRoot!.querySelector('audio')!.getAttribute('src')).toBe(trackStreamUrl('broken-info'));
    expect(el.shadowRoot!.querySelector('[part=error]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('skips the info call when the label names the track', async () => {
    const el = mount('<mck-audio track-id="morning-brief" label="Brief"></mck-audio>');
    await inShadow(el, '[part=toggle]');
    expect(calls()).toEqual([]);
  });

  it('keeps the printed link while the oembed call fails, and says so on the console', async () => {
    answer = reply(500, { message: 'Down.' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = mount('<mck-audio podcast-url="https://podcasts.example.com/mck/broken-episode"><a href="https://podcasts.example.com/mck/broken-episode">Listen</a></mck-audio>');
    await vi.waitFor(() => expect(el.dataset.state).toBe('error'));
    expect(calls()).toEqual(['https://audio.test/oembed?format=json&url=https%3A%2F%2Fpodcasts.example.com%2Fmck%2Fbroken-episode']);
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
    expect(el.shadowRoot!.querySelector('[part=embed]')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[mck-audio] the oembed call for "https://podcasts.example.com/mck/broken-episode" failed'));
  });

  it('keeps the printed fallback when no source is set, and shows a placeholder to editors', async () => {
    const el = mount('<mck-audio><a href="/podcasts">Listen</a></mck-audio>');
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('slot')).toBeTruthy());
    setConfig(null);
    configureForTest({ editorMode: true });
    const editing = mount('<mck-audio></mck-audio>');
    const placeholder = await inShadow(editing, '[part=placeholder]');
    expect(placeholder.textContent).toContain('Audio source');
  });
});
