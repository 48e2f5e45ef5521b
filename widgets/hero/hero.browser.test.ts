import { expect } from 'chai';
import {
  belowView, expectAttributeError, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import './hero.define.js';
import { heroParts } from './hero.api.js';

const IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23365e8c'/%3E%3C/svg%3E";
const MEDIA = `<img slot="media" src="${IMAGE}" alt="">`;

/** Each variant as a CMS prints it. */
const CMS = {
  'article-default': `<mck-hero gradient-level="60">${MEDIA}<p>Article</p><h1>The state of organizations</h1><time datetime="2026-03-01">March 1, 2026</time></mck-hero>`,
  'circular-profile': `<mck-hero variant="circular-profile" cta='{"url":"/profile","text":"View Full Profile"}'><img slot="media" src="${IMAGE}" alt="Portrait of Amira Haddad">`
    + '<h1>Amira Haddad</h1><p>Senior Partner</p><p><a href="/london">London</a></p><p>Interests: operations</p><p>Leads supply chain work.</p>'
    + '<ul><li><a href="/in">LinkedIn</a></li></ul><a slot="cta" href="/profile">View Full Profile</a></mck-hero>',
  'fifty-fifty': `<mck-hero variant="fifty-fifty">${MEDIA}<nav aria-label="Breadcrumb"><a href="/">Home</a></nav><h1>Technology trends</h1><p>Fifteen trends.</p></mck-hero>`,
  full: `<mck-hero variant="full" immersive gradient-level="50">${MEDIA}<div><p>Special report</p><h1>The next normal</h1></div><div slot="second-fold"><p>Six chapters.</p></div></mck-hero>`,
  section: `<mck-hero variant="section" overlay-opacity="40" cta='{"url":"/research","text":"Explore the research"}'>${MEDIA}<p slot="caption">Photo: Berlin</p>`
    + '<p>Our insights</p><h1>Operations</h1><p>How leaders win.</p><a slot="cta" href="/research">Explore the research</a></mck-hero>',
  video: `<mck-hero variant="video" video-src="/none.mp4" video-duration="150" transcript-url="/transcript" overlay-opacity="40">${MEDIA}<p>Video</p><h1>Inside the factory</h1></mck-hero>`,
} as const;

const rendered = (el: Element) => waitFor(() => {
  const base = shadow(el).querySelector<HTMLElement>('[part=base]');
  if (!base) throw new Error('not rendered yet');
  return base;
});
const part = <E extends HTMLElement = HTMLElement>(el: Element, name: string) => shadow(el).querySelector<E>(`[part=${name}]`);
const focusedIn = (el: Element) => el.shadowRoot!.activeElement;
/** Waits for the part to be rendered. */
const partShown = <E extends HTMLElement = HTMLElement>(el: Element, name: string) => waitFor(() => {
  const found = part<E>(el, name);
  if (!found) throw new Error(`no ${name} yet`);
  return found;
});

describe('mck-hero', () => {
  widgetTestHooks('mck-hero', heroParts, () => {
    document.documentElement.removeAttribute('dir');
    scrollTo(0, 0);
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  for (const [variant, html] of Object.entries(CMS)) {
    it(`renders the ${variant} hero from the CMS markup, axe clean`, async () => {
      const el = fixture(html);
      const title = el.querySelector('h1')!;
      await rendered(el);
      expect(el.dataset.layout).to.equal(variant);
      const printed = title.parentElement === el ? title : title.parentElement!;
      expect(printed.assignedSlot, 'the CMS title stays slotted').to.not.equal(null);
      expect(title.getBoundingClientRect().height).to.be.greaterThan(0);
      await expectAxeClean(el);
    });
  }

  it('lays each variant out: media behind, beside or above the text', async () => {
    const article = fixture(CMS['article-default']);
    await rendered(article);
    const [box, image] = [article.getBoundingClientRect(), article.querySelector('img')!.getBoundingClientRect()];
    expect([image.width, image.height]).to.deep.equal([box.width, box.height]);
    expect(getComputedStyle(part(article, 'gradient')!).opacity).to.equal('0.6');
    const profile = fixture(CMS['circular-profile']);
    await rendered(profile);
    expect(getComputedStyle(profile.querySelector('img')!).borderRadius).to.equal('50%');
    expect(part<HTMLAnchorElement>(profile, 'cta')!.href).to.equal(`${location.origin}/profile`);
    const half = fixture(CMS['fifty-fifty']);
    await rendered(half);
    const [halfBox, halfImage] = [half.getBoundingClientRect(), half.querySelector('img')!.getBoundingClientRect()];
    expect(halfImage.width).to.be.closeTo(halfBox.width / 2, 1);
    expect(half.querySelector('h1')!.getBoundingClientRect().left).to.be.greaterThan(halfImage.right);
  });

  it('places the fifty-fifty media on the right and the share icon on the left in Arabic (RTL), axe clean', async () => {
    document.documentElement.dir = 'rtl';
    const el = fixture(CMS['fifty-fifty']);
    await rendered(el);
    await waitFor(() => expect(el.querySelector('img')!.getBoundingClientRect().right).to.be.closeTo(el.getBoundingClientRect().right, 1));
    expect(part(el, 'share')!.getBoundingClientRect().left).to.be.lessThan(el.getBoundingClientRect().left + 100);
    await expectAxeClean(el);
  });

  it('shows and hides the section caption from the keyboard, its button saying whether it is expanded', async () => {
    const el = fixture(CMS.section);
    await rendered(el);
    const caption = el.querySelector('[slot=caption]')!;
    expect(caption.getBoundingClientRect().height).to.equal(0);
    const toggle = await tabInto(el);
    expect(toggle.getAttribute('part')).to.equal('caption-toggle');
    // Named "Image caption" alone: the visible "i" is decoration, hidden from assistive technology.
    expect(toggle.getAttribute('aria-label')).to.equal('Image caption');
    expect([...toggle.childNodes].map((node) => [node.textContent, (node as Element).getAttribute?.('aria-hidden')])).to.deep.equal([['i', 'true']]);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).to.equal('true'));
    expect(caption.getBoundingClientRect().height).to.be.greaterThan(0);
    await expectAxeClean(el);
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(caption.getBoundingClientRect().height).to.equal(0));
  });

  it("draws the video hero's play triangle pointing right and its scroll chevron down in Arabic (RTL) too", async () => {
    /** The physical sides each glyph paints a border on: what makes a triangle or a chevron point one way. */
    const sides = async (dir: string) => {
      document.documentElement.dir = dir;
      const el = fixture(CMS.video);
      await rendered(el);
      const glyphs = [part(el, 'play')!.querySelector('.play-icon')!, part(el, 'scroll-down')!.querySelector('.chevron')!];
      const painted = glyphs.map((glyph) => {
        const style = getComputedStyle(glyph);
        return (['top', 'right', 'bottom', 'left'] as const).filter((side) =>
          parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 && style.getPropertyValue(`border-${side}-color`) !== 'rgba(0, 0, 0, 0)');
      });
      el.remove();
      return painted;
    };
    const ltr = await sides('ltr');
    expect(ltr).to.deep.equal([['left'], ['right', 'bottom']]);
    expect(await sides('rtl')).to.deep.equal(ltr);
  });

  it('plays the video hero from the keyboard: focus into the player, Escape back to Play', async () => {
    const el = fixture(CMS.video);
    await rendered(el);
    const play = await tabInto(el);
    expect(play.getAttribute('part')).to.equal('play');
    expect(play.textContent).to.equal('Play video (2:30)');
    await sendKeys({ press: 'Enter' });
    const video = await partShown(el, 'video');
    await waitFor(() => expect(focusedIn(el)).to.equal(video));
    expect(getComputedStyle(el.querySelector('h1')!).visibility).to.equal('hidden');
    await expectAxeClean(el);
    await sendKeys({ press: 'Tab' });
    expect(focusedIn(el)).to.equal(part(el, 'close'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(focusedIn(el)).to.equal(play));
    expect(part(el, 'player')).to.equal(null);
    await waitFor(() => expect(getComputedStyle(el.querySelector('h1')!).opacity).to.equal('1'));
  });

  it('closes the player with its Close button and when the video ends, focus back on Play', async () => {
    const el = fixture(CMS.video);
    await rendered(el);
    const play = part<HTMLButtonElement>(el, 'play')!;
    play.focus();
    await sendKeys({ press: 'Enter' });
    const close = await partShown<HTMLButtonElement>(el, 'close');
    await waitFor(() => expect(focusedIn(el)).to.equal(part(el, 'video')));
    close.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(focusedIn(el)).to.equal(play));
    await sendKeys({ press: 'Enter' });
    const video = await partShown<HTMLVideoElement>(el, 'video');
    video.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(part(el, 'player')).to.equal(null));
    await waitFor(() => expect(focusedIn(el)).to.equal(play));
  });

  describe('the video hero at phone to desktop widths', () => {
    /** The gallery's video hero: eyebrow, a title of three lines on a phone, and a dek. */
    const VIDEO = `<mck-hero variant="video" video-src="/none.mp4" video-duration="150" transcript-url="/transcript" overlay-opacity="40">${MEDIA}`
      + '<p>Video</p><h1>Inside the factory of the future</h1><p>A tour of the lighthouse plants.</p></mck-hero>';
    const WIDTHS = [320, 390, 600, 767, 768, 1024, 1280];
    const textBoxes = (el: Element) => [...el.children].filter((child) => !child.slot).map((child) => child.getBoundingClientRect());
    const intersect = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    after(() => setViewport(800, 600));

    it('never lays Play, Read transcript or Scroll down over the title or the dek, and keeps them inside the hero', async () => {
      for (const width of WIDTHS) {
        await setViewport(width, 800);
        const el = fixture(VIDEO);
        await partShown(el, 'play');
        const hero = el.getBoundingClientRect();
        for (const name of ['play', 'transcript', 'scroll-down']) {
          const control = part(el, name)!.getBoundingClientRect();
          for (const text of textBoxes(el)) expect(intersect(control, text), `${name} over the text at ${width} px`).to.equal(false);
          expect(control.bottom, `${name} inside the hero at ${width} px`).to.be.at.most(hero.bottom);
          expect(control.right, `${name} inside the hero at ${width} px`).to.be.at.most(hero.right);
        }
        el.remove();
      }
    });

    it('moves none of the printed text when it hydrates, under its fallback CSS, on a phone and on a desktop', async () => {
      const style = document.createElement('style');
      style.textContent = await (await fetch('/widgets/hero/hero.fallback.css')).text();
      document.head.append(style);
      try {
        for (const width of [390, 1280]) {
          await setViewport(width, 800);
          const el = fixture(VIDEO);
          const before = textBoxes(el).map((box) => box.toJSON());
          await partShown(el, 'play');
          expect(textBoxes(el).map((box) => box.toJSON()), `at ${width} px`).to.deep.equal(before);
          el.remove();
        }
      } finally {
        style.remove();
      }
    });
  });

  it('reaches Read transcript and Scroll down by keyboard', async () => {
    const el = fixture(CMS.video);
    await rendered(el);
    await tabInto(el);
    await sendKeys({ press: 'Tab' });
    expect(focusedIn(el)).to.equal(part(el, 'transcript'));
    await sendKeys({ press: 'Tab' });
    expect(focusedIn(el)).to.equal(part(el, 'scroll-down'));
    expect(part(el, 'scroll-down')!.textContent).to.equal('Scroll down');
  });

  it('under reduced motion opens the player without a fade and holds a background video still', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = fixture(CMS.video);
    await rendered(el);
    part<HTMLButtonElement>(el, 'play')!.click();
    const player = await partShown(el, 'player');
    expect(getComputedStyle(player).animationName).to.equal('none');
    expect(getComputedStyle(el.querySelector('h1')!).transitionDuration).to.equal('0s');
    const background = fixture('<mck-hero><video slot="media" src="/none.mp4" autoplay muted loop aria-label="Waves"></video><h1>Still</h1></mck-hero>');
    await rendered(background);
    expect(background.querySelector('video')!.autoplay).to.equal(false);
  });

  it('shows placeholders for the empty title, media and call to action in editor mode, axe clean', async () => {
    testConfig({ editorMode: true });
    const el = fixture('<mck-hero variant="section"></mck-hero>');
    await waitFor(() => expect(shadow(el).querySelectorAll('[part=placeholder]')).to.have.length(3));
    await expectAxeClean(el);
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('hero');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('hero', css())).to.deep.equal([]);
    });
  });

  for (const [attribute, html] of [
    ['variant', '<mck-hero variant="banner"><h1>x</h1></mck-hero>'],
    ['video-src', '<mck-hero variant="video" video-src="https://elsewhere.example/film.mp4"><h1>x</h1></mck-hero>'],
    ['transcript-url', '<mck-hero variant="video" video-src="/film.mp4" transcript-url="javascript:alert(1)"><h1>x</h1></mck-hero>'],
    ['cta', `<mck-hero variant="section" cta='{"url":"https://elsewhere.example/","text":"Go"}'><h1>x</h1></mck-hero>`],
    ['gradient-level', '<mck-hero gradient-level="150"><h1>x</h1></mck-hero>'],
  ] as const) {
    it(`shows its error state for a malformed ${attribute}, naming tag and attribute, as tall as its message`, async () => {
      const el = await expectAttributeError(html, 'mck-hero', attribute);
      // No hero box around the message: not the variant's height, nor its navy band.
      await belowView(el);
      const message = shadow(el).querySelector('[part=error]')!;
      expect(el.getBoundingClientRect().height).to.equal(message.getBoundingClientRect().height);
      expect(getComputedStyle(el).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
      await expectAxeClean(el);
    });
  }
});
