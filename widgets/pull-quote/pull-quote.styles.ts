/**
 * The quote and citation are the CMS's elements, slotted: their own margins go (a page's CSS still
 * wins over `::slotted`), and the pull quote's look comes from the boxes around them. The marks hang
 * in the host's inline padding, positioned out of flow, so they add no height and shift nothing.
 */
export const pullQuoteStyles = `
:host([quotes="double"]), :host([quotes="single"]) { padding-inline: var(--_space-5); }
.pull-quote { display: grid; gap: var(--_space-3); justify-items: start; margin: 0; }
.quote { position: relative; margin: 0; font-family: var(--_font-family); line-height: 1.3; }
.size-large .quote { font-size: var(--_font-size-2xl); }
.size-extra-large .quote { font-size: var(--_font-size-3xl); }
.size-huge .quote { font-size: var(--_font-size-4xl); }
::slotted(*) { margin: 0; }
.mark { position: absolute; color: var(--_color-accent); line-height: 1; }
.mark.open { inset-inline-end: 100%; top: 0; padding-inline-end: 0.1em; }
.mark.close { inset-inline-start: 100%; bottom: 0; padding-inline-start: 0.1em; }
.citation { color: var(--_color-muted); }
.cta {
  color: var(--_color-accent); font-weight: 600; text-decoration: underline;
  text-underline-offset: 0.2em; transition: text-underline-offset var(--_transition-speed) ease-out;
}
.cta:hover { text-underline-offset: 0.35em; }
`;
