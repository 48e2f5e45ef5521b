import { nullable } from 'superstruct';
import { bool, json, navigationUrl, num, oneOf } from '../../core/host/attributes.js';
import { CheckedCtaLink, CTA_LINK_TYPE_TEXT } from '../../core/kits/content/index.js';
import { HERO_VARIANTS } from './hero.layout.js';

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
    type: `${CTA_LINK_TYPE_TEXT} | null`,
    doc: 'The call to action (`section`) or the View Full Profile link (`circular-profile`), the CMS\'s CTA link as JSON (A§3). An internal link without `url`, or one without `text`, is not rendered; a URL the navigation check refuses is a malformed attribute.',
  }),
  videoSrc: navigationUrl('', { doc: '`video` only: the video file the play button opens (on this site or an allowed origin). Without it there is no play button.' }),
  videoDuration: num(0, { min: 0, doc: '`video` only: the video\'s length in seconds; the play button says it ("Play video (2:30)").' }),
  transcriptUrl: navigationUrl('', { doc: '`video` only: the page with the video\'s transcript (the Read transcript link).' }),
};
