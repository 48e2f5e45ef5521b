import { DESKTOP_QUERY, VIDEO_CONTROLS_ROOM } from './hero.layout.js';

/*
 * The host is the hero's box and lays the CMS's slotted text out itself (the wrappers are
 * `display: contents`), exactly as the gallery's `<style>` block lays out the unhydrated tag:
 * hydrating moves nothing. Layers (media behind the text, overlay, gradient) are absolutely placed
 * behind the text; the controls the widget adds sit in room the host already reserves (the video
 * hero's control row) or over the media (caption toggle, share icon), so they push nothing.
 * `data-layout` is the variant the widget renders (a full hero may fall back to the article default).
 */
const ARTICLE = ':host(:not([data-layout])), :host([data-layout="article-default"])';

export const heroStyles = `
:host {
  display: grid; position: relative; isolation: isolate; overflow: hidden; align-content: end; justify-items: start;
  gap: var(--_space-3); min-height: 28rem; padding: var(--_space-5) var(--_space-4);
  background: var(--_color-ink); color: var(--_color-surface); line-height: 1.5;
}
.hero, .content { display: contents; }
::slotted(*) { margin: 0; }
::slotted(:is(h1, h2, h3, h4, h5, h6)) { font-family: var(--_font-family); font-weight: 400; line-height: 1.1; font-size: var(--_font-size-4xl); }
::slotted(a) { color: inherit; }
/*
 * The slotted media is placed against the host, as the unhydrated tag's is. Behind the text its
 * box (.media) covers the host, so the parallax can move it; elsewhere the box is no box at all.
 */
.media { display: contents; }
:host(:is(:not([data-layout]), [data-layout="article-default"], [data-layout="section"], [data-layout="video"], [data-layout="full"][immersive])) .media { display: block; }
.media, .overlay, .gradient { position: absolute; inset: 0; z-index: -1; }
::slotted([slot="media"]) { position: absolute; inset: 0; z-index: -1; display: block; width: 100%; height: 100%; object-fit: cover; }
.overlay { background: var(--_color-ink); }
.gradient { background: linear-gradient(to top, #000, transparent); }
${ARTICLE} { min-height: 28rem; }
@media ${DESKTOP_QUERY} { ${ARTICLE} { min-height: 36rem; } }

/* Full: immersive (the media fills the first fold, the second fold scrolls over it) or a media band over the text. */
:host([data-layout="full"][immersive]) { grid-template-rows: minmax(calc(100svh - 4rem), auto); align-content: start; align-items: end; }
::slotted([slot="second-fold"]) { padding: var(--_space-4); background: rgb(5 28 44 / 0.85); max-width: 40rem; }
:host([data-layout="full"]:not([immersive])) { min-height: 0; padding: 0 0 var(--_space-5); background: var(--_color-surface); color: var(--_color-ink); justify-items: stretch; }
:host([data-layout="full"]:not([immersive])) ::slotted([slot="media"]) { position: static; z-index: auto; height: auto; aspect-ratio: 21 / 9; }
:host([data-layout="full"]:not([immersive])) ::slotted(:not([slot="media"])) { margin-inline: var(--_space-4); }

/* Circular profile: a round portrait over centred text on the page's surface. */
:host([data-layout="circular-profile"]) { min-height: 0; align-content: start; justify-items: center; text-align: center; background: var(--_color-surface); color: var(--_color-ink); }
:host([data-layout="circular-profile"]) ::slotted([slot="media"]) { position: static; z-index: auto; width: 10rem; height: 10rem; border-radius: 50%; }

/* Fifty-fifty: media on the start half, text on the end half; text only without media. */
:host([data-layout="fifty-fifty"]) { align-content: center; padding-inline-start: calc(50% + var(--_space-5)); padding-inline-end: var(--_space-5); background: var(--_color-surface); color: var(--_color-ink); }
:host([data-layout="fifty-fifty"][text-only]) { padding-inline-start: var(--_space-4); }
:host([data-layout="fifty-fifty"]) ::slotted([slot="media"]) { inset-inline-end: auto; width: 50%; }
/* Narrow screens: half a phone is no column for a title; the media goes above the text. */
@media (max-width: 767px) {
  :host([data-layout="fifty-fifty"]) { min-height: 0; padding: 0 0 var(--_space-5); align-content: start; justify-items: stretch; }
  :host([data-layout="fifty-fifty"]) ::slotted(:not([slot="media"])) { margin-inline: var(--_space-4); }
  :host([data-layout="fifty-fifty"]) ::slotted([slot="media"]) { position: static; z-index: auto; width: 100%; height: auto; aspect-ratio: 16 / 9; }
}
.share {
  position: absolute; inset-block-start: var(--_space-3); inset-inline-end: var(--_space-3); display: grid; place-items: center;
  width: 2.75rem; height: 2.75rem; padding: 0; border: 1px solid currentColor; border-radius: 50%; background: transparent; cursor: pointer;
}

/* Section: the caption toggle on the image's top end corner; the caption opens under it. */
:host([data-layout="section"]) { min-height: 26rem; }
.caption-toggle {
  position: absolute; inset-block-start: var(--_space-3); inset-inline-end: var(--_space-3); width: 2.75rem; height: 2.75rem; padding: 0; border: 2px solid currentColor; border-radius: 50%;
  background: var(--_color-ink); font-family: var(--_font-family); font-style: italic; font-weight: 700; cursor: pointer;
}
.caption { display: contents; }
.caption[hidden] { display: none; }
::slotted([slot="caption"]) {
  position: absolute; inset-block-start: 4.25rem; inset-inline-end: var(--_space-3); max-width: 20rem;
  padding: var(--_space-2) var(--_space-3); background: var(--_color-ink); font-size: var(--_font-size-sm);
}
.cta { color: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: 0.2em; }

/*
 * Video: the control row is the last row of the host's grid, under the text, so however its
 * buttons wrap (a narrow phone, a long translation) it pushes the text up and never covers it. Its
 * row is as tall as the room the fallback reserves for it (hero.layout.ts, VIDEO_CONTROLS_ROOM): one
 * row from 768 px; below, Play on a row of its own and Read transcript with Scroll down under it.
 * The player covers the hero.
 */
:host([data-layout="video"]) { min-height: 32rem; padding-block-end: var(--_space-4); }
.controls {
  justify-self: stretch; display: flex; flex-wrap: wrap; align-items: center; align-content: end;
  gap: var(--_space-2) var(--_space-4); min-height: ${VIDEO_CONTROLS_ROOM.desktop};
}
@media (max-width: 767px) {
  .controls { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; min-height: ${VIDEO_CONTROLS_ROOM.phone}; }
  .controls > :first-child { grid-column: 1 / -1; justify-self: start; }
  .controls > .transcript, .controls > .scroll-down { grid-row: 2; }
  .controls > .scroll-down { grid-column: 2; }
}
.play {
  display: inline-flex; align-items: center; gap: var(--_space-2); min-height: 2.75rem; padding: var(--_space-2) var(--_space-4);
  border: 2px solid currentColor; border-radius: 999px; background: transparent; font-weight: 600; cursor: pointer;
}
/* Physical sides for the two glyphs: a play triangle points right and the scroll chevron down in
   right-to-left pages too (media controls are not mirrored; turned 45°, the logical end borders
   would point the chevron left). */
.play-icon { width: 0; height: 0; border-block: 0.45em solid transparent; border-left: 0.75em solid currentColor; }
.transcript { color: inherit; font-weight: 600; }
.scroll-down { margin-inline-start: auto; width: 2.75rem; height: 2.75rem; padding: 0; border: 2px solid currentColor; border-radius: 50%; background: transparent; cursor: pointer; }
.chevron { display: inline-block; width: 0.7rem; height: 0.7rem; border-right: 2px solid; border-bottom: 2px solid; transform: translateY(-0.15rem) rotate(45deg); }
.player { position: absolute; inset: 0; z-index: 1; display: grid; place-items: center; background: #000; animation: fade-in var(--_fade) ease-out; }
.video { width: 100%; height: 100%; }
.close {
  position: absolute; inset-block-start: var(--_space-3); inset-inline-end: var(--_space-3); width: 2.75rem; height: 2.75rem; padding: 0;
  border: 2px solid currentColor; border-radius: 50%; background: var(--_color-ink); font-size: var(--_font-size-2xl); line-height: 1; cursor: pointer;
}
::slotted(:not([slot="media"])), .controls, .player { transition: opacity var(--_fade) ease-out; }
.state-hiding-content ::slotted(:not([slot="media"])), .state-hiding-content .controls,
.state-video ::slotted(:not([slot="media"])), .state-video .controls,
.state-hiding-video ::slotted(:not([slot="media"])), .state-hiding-video .controls { opacity: 0; }
.state-video ::slotted(:not([slot="media"])), .state-video .controls, .state-hiding-video .controls { visibility: hidden; }
.state-hiding-video .player { opacity: 0; }
@keyframes fade-in { from { opacity: 0; } }
:focus-visible { outline: 3px solid currentColor; outline-offset: 3px; }
.mck-placeholder { color: inherit; }
@media (prefers-reduced-motion: reduce) { .player { animation: none; } ::slotted(*), .controls, .player { transition: none; } }
`;
