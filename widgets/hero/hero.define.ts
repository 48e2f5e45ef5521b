import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Hero } from './hero.js';
import { heroAttributes } from './hero.api.js';
import { heroStyles } from './hero.styles.js';

/**
 * A page's hero (E§2 item 6), in the variant the editor chose: `article-default` (a parallax image
 * or video behind the eyebrow, title and date; no parallax below desktop width or under reduced
 * motion), `circular-profile` (round portrait, name, title, location link, interest, description,
 * social links and a View Full Profile link), `fifty-fifty` (media beside the text, breadcrumb,
 * share icon; or text only), `full` (immersive in two folds, or a media band over the text; the
 * article default below desktop when `is-default-hero-on-mobile`), `section` (an image whose
 * caption a button shows or hides, header, dek, call to action) or `video` (a play button
 * labelled with the duration, Read transcript, Scroll down; on play the content fades out and the
 * player fades in, reversed on close and when the video ends).
 *
 * The CMS prints the hero's content inside the tag (heading, eyebrow, date, dek, image, links),
 * so the page reads the same before and without JavaScript; the widget lays it out unchanged and
 * adds the layers (overlay E§5, gradient level / 100) and the controls. Links from attributes go
 * through the content kit's CTA rules and the navigation check.
 *
 * Editor mode: an empty title, missing media and a missing call to action show placeholders.
 *
 * Keyboard: Tab reaches each control. Section: Enter or Space on the caption button shows or hides
 * the caption. Video: Enter on Play opens the player and moves focus into it; Escape or Close
 * closes it and focus returns to Play (also when the video ends).
 *
 * Screen readers: the hero adds no landmark; its title, text and image are read as the CMS printed
 * them. The section layout's caption button is named "Image caption" and its aria-expanded says
 * whether the caption shows; the fifty-fifty share button is named "Share"; the video layout has
 * "Play video" (with its length when known), "Read transcript" and "Scroll down", and its playing
 * video is named "Video:" with the title, next to a "Close video" button. Icons are hidden.
 *
 * @tagname mck-hero
 * @summary The hero of an article, profile, section or video page, in six variants.
 *
 * @slot - The text as the CMS prints it: eyebrow (`<p>`), title (`<h1>`), date (`<time>`), dek, breadcrumb (`<nav>`), profile lines and social links.
 * @slot media - The image or video (`<img slot="media">`, `<video slot="media">`); the poster behind a video hero.
 * @slot caption - The image caption of a section hero (`<p slot="caption">`).
 * @slot second-fold - The second fold of an immersive full hero.
 * @slot cta - The call to action or View Full Profile link as a plain link, shown until the widget renders its `cta`.
 *
 * @cssprop --mck-color-ink - The hero's background behind media and its overlay's colour.
 * @cssprop --mck-color-surface - Text colour over media; the background of the profile, fifty-fifty and non-immersive full heroes.
 * @cssprop --mck-font-family - Title typeface.
 */
export class HeroElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Hero,
  attributes: heroAttributes,
  styles: heroStyles,
}) {}

registerWidget(HeroElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-hero': HeroElement;
  }
}
