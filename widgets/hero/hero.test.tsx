import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import './hero.define.js';
import {
  clockDuration, DESKTOP_QUERY, HERO_RESIZE_DEBOUNCE_MS, heroLayout, PARALLAX_RATE, PARALLAX_RESIZE_DEBOUNCE_MS, parallaxOn, parallaxShift,
} from './hero.layout.js';
import { FADE_MS, videoHeroMachine, type VideoHeroState } from './hero.video.js';

const IMAGE = '<img slot="media" src="/hero.png" alt="">';
const viewport = { desktop: true, reducedMotion: false };
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** matchMedia answering from `viewport`, so a test can change the width or the motion preference. */
function stubMedia() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === DESKTOP_QUERY ? viewport.desktop : query.includes('reduced-motion') ? viewport.reducedMotion : false,
    media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false,
  }) as MediaQueryList);
}

const rendered = (el: Element) => inShadow(el, '[part=base]');
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part=${name}]`);

describe('hero layout rules', () => {
  it('renders a full hero as the article default below desktop only with is-default-hero-on-mobile (E§2)', () => {
    expect(heroLayout('full', true, false)).toBe('article-default');
    expect(heroLayout('full', true, true)).toBe('full');
    expect(heroLayout('full', false, false)).toBe('full');
    expect(heroLayout('section', true, false)).toBe('section');
  });

  it('moves the article default with parallax on desktop, never under reduced motion nor in other variants', () => {
    expect(parallaxOn('article-default', { desktop: true, reducedMotion: false })).toBe(true);
    expect(parallaxOn('article-default', { desktop: false, reducedMotion: false })).toBe(false);
    expect(parallaxOn('article-default', { desktop: true, reducedMotion: true })).toBe(false);
    expect(parallaxOn('video', { desktop: true, reducedMotion: false })).toBe(false);
    expect(parallaxShift(-200)).toBe(200 * PARALLAX_RATE);
    expect(parallaxShift(0)).toBe(0);
    expect(parallaxShift(120)).toBe(0);
  });

  it('says a duration as a clock does', () => {
    expect([clockDuration(150), clockDuration(59), clockDuration(3725), clockDuration(0)]).toEqual(['2:30', '0:59', '1:02:05', '0:00']);
  });
});

describe('video hero states (E§4)', () => {
  afterEach(() => vi.useRealTimers());

  const machine = (reducedMotion = false) => {
    const states: VideoHeroState[] = [];
    const m = videoHeroMachine({ reducedMotion: () => reducedMotion, onChange: (s) => states.push(s) });
    return { m, states };
  };

  it('fades the content out, then the video in; closing reverses it', () => {
    vi.useFakeTimers();
    const { m, states } = machine();
    m.play();
    expect(m.state).toBe('hiding-content');
    vi.advanceTimersByTime(FADE_MS - 1);
    expect(m.state).toBe('hiding-content');
    vi.advanceTimersByTime(1);
    expect(m.state).toBe('video');
    m.close();
    expect(m.state).toBe('hiding-video');
    vi.advanceTimersByTime(FADE_MS);
    expect(states).toEqual(['hiding-content', 'video', 'hiding-video', 'content']);
  });

  it('closes while still fading in, and ignores a second play', () => {
    vi.useFakeTimers();
    const { m, states } = machine();
    m.play();
    m.play();
    m.close();
    vi.advanceTimersByTime(FADE_MS * 3);
    expect(states).toEqual(['hiding-content', 'hiding-video', 'content']);
  });

  it('changes at once, without fades, under reduced motion', () => {
    vi.useFakeTimers();
    const { m, states } = machine(true);
    m.play();
    expect(m.state).toBe('video');
    m.close();
    expect(states).toEqual(['video', 'content']);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('<mck-hero>', () => {
  beforeEach(() => {
    Object.assign(viewport, { desktop: true, reducedMotion: false });
    stubMedia();
    configureForTest();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.replaceChildren();
    setConfig(null);
  });

  it('keeps the CMS text in its slot and puts the gradient (level / 100) and overlay (E§5) over the media', async () => {
    const el = mount(`<mck-hero gradient-level="60" overlay-opacity="40">${IMAGE}<p>Article</p><h1>Title</h1><time>March 1</time></mck-hero>`);
    await rendered(el);
    expect(el.dataset.layout).toBe('article-default');
    const text = el.shadowRoot!.querySelector<HTMLSlotElement>('slot:not([name])')!.assignedElements().map((e) => e.textContent);
    expect(text).toEqual(['Article', 'Title', 'March 1']);
    expect(part(el, 'gradient')!.style.opacity).toBe('0.6');
    expect(part(el, 'overlay')!.style.opacity).toBe('0.4');
  });

  it('has no overlay or gradient where the media is not behind the text', async () => {
    const el = mount(`<mck-hero variant="circular-profile" gradient-level="60" overlay-opacity="40">${IMAGE}<h1>Name</h1></mck-hero>`);
    await rendered(el);
    expect([part(el, 'gradient'), part(el, 'overlay')]).toEqual([null, null]);
  });

  it('switches a full hero to the article default 500 ms after the window narrows below desktop', async () => {
    const el = mount(`<mck-hero variant="full" is-default-hero-on-mobile>${IMAGE}<h1>Title</h1></mck-hero>`);
    await rendered(el);
    await tick();
    expect(el.dataset.layout).toBe('full');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    viewport.desktop = false;
    dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(HERO_RESIZE_DEBOUNCE_MS - 100);
    dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(HERO_RESIZE_DEBOUNCE_MS - 1);
    await tick();
    expect(el.dataset.layout).toBe('full');
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(el.dataset.layout).toBe('article-default'));
  });

  it('stops the parallax 250 ms after the window narrows below desktop', async () => {
    const el = mount(`<mck-hero>${IMAGE}<h1>Title</h1></mck-hero>`);
    await rendered(el);
    await tick();
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: -100 } as DOMRect);
    dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(part(el, 'media')!.style.transform).toBe(`translate3d(0, ${parallaxShift(-100)}px, 0)`));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    viewport.desktop = false;
    dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(PARALLAX_RESIZE_DEBOUNCE_MS - 1);
    await tick();
    expect(part(el, 'media')!.style.transform).not.toBe('');
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(part(el, 'media')!.style.transform).toBe(''));
  });

  it('has no parallax under reduced motion', async () => {
    viewport.reducedMotion = true;
    const el = mount(`<mck-hero>${IMAGE}<h1>Title</h1></mck-hero>`);
    await rendered(el);
    await tick();
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: -100 } as DOMRect);
    dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(part(el, 'media')!.style.transform).toBe('');
  });

  it('renders the section call to action through the CTA rules, and none for an internal link without url (D§5)', async () => {
    const el = mount(`<mck-hero variant="section" cta='{"url":"/more","text":"Read more"}'>${IMAGE}<h1>Ops</h1><a slot="cta" href="/more">Read more</a></mck-hero>`);
    const cta = await inShadow<HTMLAnchorElement>(el, 'a[part=cta]');
    expect([cta.textContent, cta.getAttribute('href')]).toEqual(['Read more', new URL('/more', location.href).href]);
    const none = mount(`<mck-hero variant="section" cta='{"linkType":"internal","text":"Go"}'>${IMAGE}<h1>Ops</h1></mck-hero>`);
    await rendered(none);
    expect(part(none, 'cta')).toBeNull();
  });

  it('toggles the section caption with a button that says whether it is expanded', async () => {
    const el = mount(`<mck-hero variant="section">${IMAGE}<p slot="caption">Photo: Berlin</p><h1>Ops</h1></mck-hero>`);
    const toggle = await inShadow<HTMLButtonElement>(el, 'button[part=caption-toggle]');
    const caption = part(el, 'caption')!;
    expect([toggle.getAttribute('aria-expanded'), caption.hidden, toggle.getAttribute('aria-controls')]).toEqual(['false', true, caption.id]);
    expect(caption.id).toBe('caption-Ops');
    toggle.click();
    await vi.waitFor(() => expect([toggle.getAttribute('aria-expanded'), caption.hidden]).toEqual(['true', false]));
  });

  it('labels the play button with the duration, opens the player after the fade with focus in it, and closes on Escape', async () => {
    const el = mount(`<mck-hero variant="video" video-src="/film.mp4" video-duration="150" transcript-url="/transcript">${IMAGE}<h1>The <em>factory</em></h1></mck-hero>`);
    const play = await inShadow<HTMLButtonElement>(el, 'button[part=play]');
    expect(play.textContent).toBe('Play video (2:30)');
    expect(part(el, 'transcript')!.getAttribute('href')).toBe('/transcript');
    const opened = vi.fn();
    el.addEventListener('mck-hero-video', (event) => opened(event.detail.open));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    play.click();
    await tick();
    expect(part(el, 'player')).toBeNull();
    vi.advanceTimersByTime(FADE_MS);
    const video = await inShadow<HTMLVideoElement>(el, 'video[part=video]');
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement).toBe(video));
    expect(video.getAttribute('aria-label')).toBe('Video: The factory');
    video.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    vi.advanceTimersByTime(FADE_MS);
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement).toBe(part(el, 'play')));
    expect(part(el, 'player')).toBeNull();
    expect(opened.mock.calls).toEqual([[true], [false]]);
  });

  it('closes the player when the video ends', async () => {
    viewport.reducedMotion = true;
    const el = mount(`<mck-hero variant="video" video-src="/film.mp4">${IMAGE}<h1>Film</h1></mck-hero>`);
    (await inShadow<HTMLButtonElement>(el, 'button[part=play]')).click();
    const video = await inShadow<HTMLVideoElement>(el, 'video[part=video]');
    video.dispatchEvent(new Event('ended'));
    await vi.waitFor(() => expect(part(el, 'player')).toBeNull());
    expect(el.shadowRoot!.activeElement).toBe(part(el, 'play'));
  });

  it('fires a share event with the page URL from the fifty-fifty share icon, and has no media when text only', async () => {
    const el = mount(`<mck-hero variant="fifty-fifty" text-only>${IMAGE}<h1>Trends</h1></mck-hero>`);
    const share = await inShadow<HTMLButtonElement>(el, 'button[part=share]');
    expect(part(el, 'media')).toBeNull();
    const shared = vi.fn();
    el.addEventListener('mck-hero-share', (event) => shared(event.detail));
    share.click();
    expect(shared).toHaveBeenCalledExactlyOnceWith({ url: location.href, title: 'Trends' });
  });

  it('shows placeholders for an empty title, media and call to action in editor mode only', async () => {
    const plain = mount('<mck-hero variant="section"></mck-hero>');
    await rendered(plain);
    expect(plain.shadowRoot!.querySelector('[part=placeholder]')).toBeNull();
    configureForTest({ editorMode: true });
    const editing = mount('<mck-hero variant="section"></mck-hero>');
    await vi.waitFor(() => expect(editing.shadowRoot!.querySelectorAll('[part=placeholder]')).toHaveLength(3));
  });
});
