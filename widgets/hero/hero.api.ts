/**
 * The public contract of `<mck-hero>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { nullable } from 'superstruct';
import { bool, json, navigationUrl, num, oneOf } from '../../core/host/attributes.js';
import { CheckedCtaLink } from '../../core/kits/content/index.js';
import { HERO_VARIANTS } from './hero.layout.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const heroAttributes = {
  variant: oneOf(HERO_VARIANTS, 'article-default', {
    doc: 'E§2 item 6: `article-default` (parallax background, eyebrow, title, date), `circular-profile` (round portrait, name, title, location, interest, description, social links, View Full Profile), `fifty-fifty` (media beside text, breadcrumb, share), `full` (immersive or not), `section` (image with caption toggle, header, dek, call to action) or `video` (play, close, read transcript, scroll down).',
  }),
  gradientLevel: num(0, { min: 0, max: 100, integer: true, doc: 'Strength of the dark gradient under the text of a hero over its media, 0–100 (0: none); its opacity is level / 100 (E§9).' }),
  overlayOpacity: num(0, { min: 0, max: 100, doc: 'Opacity of the ink overlay over the media, 0–1; a value above 1 is a percentage (`40` = 0.4, E§5). 0: none.' }),
  immersive: bool(false, { doc: '`full` only: an immersive hero, its media filling the first fold with the title and the `second-fold` slot below; else the text sits under a media band.' }),
  isDefaultHeroOnMobile: bool(false, { doc: '`full` only: below desktop width (1180 px) it renders as the article default (E§2).' }),
  textOnly: bool(false, { doc: '`fifty-fifty` only: text without media.' }),
  cta: json(nullable(CheckedCtaLink), null, {
    doc: 'The call to action (`section`) or the View Full Profile link (`circular-profile`), the CMS\'s CTA link as JSON (A§3). An internal link without `url`, or one without `text`, is not rendered; a URL the navigation check refuses is a malformed attribute.',
  }),
  videoSrc: navigationUrl('', { doc: '`video` only: the video file the play button opens (on this site or an allowed origin). Without it there is no play button.' }),
  videoDuration: num(0, { min: 0, doc: '`video` only: the video\'s length in seconds; the play button says it ("Play video (2:30)").' }),
  transcriptUrl: navigationUrl('', { doc: '`video` only: the page with the video\'s transcript (the Read transcript link).' }),
};

/** The parts of `<mck-hero>`, for `mck-hero::part(…)`. */
export const heroParts = /* @__PURE__ */ defineParts({
  base: 'The hero.',
  media: 'The box of the slotted image or video (the parallax layer of the article default).',
  overlay: 'The ink layer over the media.',
  gradient: 'The gradient layer under the text.',
  content: 'The text the CMS printed, with the hero\'s controls.',
  cta: 'The call to action (section) or View Full Profile link (circular profile).',
  'caption-toggle': 'The button that shows or hides the image caption (section).',
  caption: 'The image caption\'s box (section).',
  share: 'The share icon button (fifty-fifty).',
  play: 'The play button, labelled with the duration (video).',
  transcript: 'The Read transcript link (video).',
  'scroll-down': 'The button that scrolls past the hero (video).',
  player: 'The video container that fades in on play (video).',
  video: 'The `<video>` element (video).',
  close: 'The button that closes the player (video).',
}, editorParts);

/** What `<mck-hero>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface HeroEvents {
  /** The reader used the fifty-fifty hero's share icon (the page's share tools may take over). On the element; bubbles, composed. */
  'mck-hero-share': { url: string; title: string };
  /** The video hero's player opened (`open: true`) or closed, by the close button, Escape or the video's end. On the element; bubbles, composed. */
  'mck-hero-video': { open: boolean };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<HeroEvents> {}
}

/** Dictionary keys of `<mck-hero>` with their English defaults. */
export const heroStrings = defineStrings({
  Hero_Title: 'Title',
  Hero_Media: 'Image or video',
  Hero_CallToAction: 'Call to action',
  Hero_Caption: 'Image caption',
  Hero_Share: 'Share',
  Hero_PlayVideo: 'Play video',
  Hero_PlayVideoDuration: 'Play video ({duration})',
  Hero_CloseVideo: 'Close video',
  Hero_ReadTranscript: 'Read transcript',
  Hero_ScrollDown: 'Scroll down',
  Hero_VideoLabel: 'Video: {title}',
});
export const { t } = heroStrings;
