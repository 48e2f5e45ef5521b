import { MOBILE_FOOTNOTE_MAX_WIDTH } from './footnote.api.js';

/**
 * The footnote sits in a line of text: the host is inline and the marker keeps the CMS's own
 * look (a `<sup>`), so hydrating shifts nothing. The note is a popover anchored to the marker; the
 * browser flips it near screen edges (`position-try-fallbacks`), and the logical `self-` areas
 * follow the text direction, so in Arabic it opens towards the left.
 */
export const footnoteStyles = `
:host { display: inline; }
.marker {
  anchor-name: --mck-footnote-marker; display: inline; padding: 0 0.1em; margin: 0; border: 0;
  background: none; color: var(--_color-accent); font: inherit; line-height: inherit; cursor: pointer;
  text-decoration: underline dotted; text-underline-offset: 0.15em;
}
.note {
  position-anchor: --mck-footnote-marker; position-area: self-block-start span-self-inline-end;
  position-try-fallbacks: flip-block, flip-inline, flip-block flip-inline;
  inset: auto; margin: var(--_space-1) 0; max-inline-size: min(22rem, calc(100vw - 2rem));
  padding: var(--_space-2) var(--_space-3); border: 1px solid var(--_color-muted); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-ink); box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
  font-family: var(--_font-family-ui); font-size: var(--_font-size-sm); line-height: 1.5; text-align: start;
  opacity: 0; transition: opacity var(--_transition-speed) ease-out, display var(--_transition-speed) allow-discrete;
}
.side-below .note { position-area: self-block-end span-self-inline-end; }
.note:popover-open { opacity: 1; }
@starting-style { .note:popover-open { opacity: 0; } }
.note a { color: var(--_color-accent); }
@media (max-width: ${MOBILE_FOOTNOTE_MAX_WIDTH - 0.02}px) {
  .note { position-area: self-block-start span-all; justify-self: stretch; max-inline-size: none; margin: var(--_space-1) var(--_space-3); }
  .side-below .note { position-area: self-block-end span-all; }
}
`;
