import { TITLE_SCALES } from './promo.variants.js';

/*
 * The host lays the items out and the wrapper is `display: contents`, so the same boxes hold for
 * the CMS's printed items (in the fallback slot, styled alike by the CMS template's CSS: see the
 * gallery's `<style>` block) and then for the rendered ones, which keep the printed fields' order:
 * hydrating moves nothing. Fields are blocks with a fixed gap; an image beside the text floats.
 * Only the links' underline animates, at the shared transition speed (0 under reduced motion).
 */

/** From this viewport width two-up variants show two columns and medium images sit beside the text. */
export const WIDE_MIN_PX = 768;

/** Font size of each title scale step (E§9 two-up title sizes). */
const SCALE_FONT_SIZES: Record<(typeof TITLE_SCALES)[keyof typeof TITLE_SCALES], string> = { 2: 'var(--_font-size-2xl)', 1: 'var(--_font-size-3xl)', 1100: 'var(--_font-size-4xl)' };

const scales = Object.entries(SCALE_FONT_SIZES).map(([scale, size]) => `.scale-${scale} { font-size: ${size}; }`).join('\n');

export const promoStyles = `
:host { display: grid; gap: var(--_space-5); grid-template-columns: minmax(0, 1fr); }
.promo { display: contents; }
.item { display: flow-root; margin: 0; }
.item > * { display: block; margin: 0; }
.item > * + * { margin-block-start: var(--_space-2); }
.image { width: 100%; height: auto; }
.eyebrow { font-size: var(--_font-size-sm); font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.title { font-family: var(--_font-family); font-weight: 400; line-height: 1.2; }
${scales}
.quote { font-family: var(--_font-family); font-size: var(--_font-size-2xl); line-height: 1.3; }
.citation { color: var(--_color-muted); font-style: normal; }
.link, .subscribe {
  width: fit-content; color: var(--_color-accent); font-weight: 600; text-decoration: underline;
  text-underline-offset: 0.2em; transition: text-underline-offset var(--_transition-speed) ease-out;
}
.link:hover, .subscribe:hover { text-underline-offset: 0.35em; }

/* List: entries one under another, between rules. */
:host([variant="list"]) { gap: 0; }
.variant-list .item { padding-block: var(--_space-4); border-block-start: 1px solid var(--_color-line); }

/* Bars: one band, its fields in a row; the image is not shown. */
.variant-bar .item, .variant-bar-quote .item {
  display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--_space-2) var(--_space-4);
  padding: var(--_space-3) var(--_space-4); background: var(--_color-subtle);
}
.variant-bar .item > *, .variant-bar-quote .item > * { margin: 0; }
.variant-bar .image, .variant-bar-quote .image { display: none; }
.variant-bar .title, .variant-bar-quote .title, .variant-bar-quote .quote { font-size: var(--_font-size-xl); }

/* Banner and two-up medium: the text on its background image, under the overlay. */
.variant-banner .item, .variant-two-up-medium .item {
  position: relative; isolation: isolate; min-height: 16rem; padding: var(--_space-5);
  background: var(--_color-ink); color: #ffffff;
}
.variant-banner .item::before, .variant-two-up-medium .item::before {
  content: ""; position: absolute; inset: 0; z-index: -1; background: var(--_color-ink); opacity: var(--_overlay);
}
.variant-banner .image, .variant-two-up-medium .image {
  position: absolute; inset: 0; z-index: -2; width: 100%; height: 100%; object-fit: cover;
}
.variant-banner .link, .variant-two-up-medium .link, .variant-banner .citation, .variant-two-up-medium .citation { color: #ffffff; }
/* Two-up medium's subscribe link: the pair's one call to action, a button centred under both. */
.subscribe {
  grid-column: 1 / -1; justify-self: center; margin-block-start: calc(var(--_space-3) - var(--_space-5));
  padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius);
  background: var(--_color-accent); color: var(--_color-accent-ink); text-decoration: none;
}
.subscribe:hover { text-decoration: underline; }

/* Alignment. */
.align-center .item { text-align: center; }
.align-center .link { margin-inline: auto; }
.align-split .item:nth-child(even) { text-align: end; }
.align-split .item:nth-child(even) .link { margin-inline-start: auto; }

@media (min-width: ${WIDE_MIN_PX}px) {
  :host([variant="two-up-medium"]), :host([variant="two-up-small"]) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .variant-one-up-medium .image, .variant-one-up-medium-quote .image {
    float: inline-start; width: 40%; margin-block-start: 0; margin-inline-end: var(--_space-5);
  }
  /* Each field a block of its own beside the image (a link's fit-content box would drop below it). */
  .variant-one-up-medium .item > :not(.image), .variant-one-up-medium-quote .item > :not(.image) { display: flow-root; }
}
`;
