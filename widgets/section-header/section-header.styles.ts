/*
 * The host is the band. Its wrappers are `display: contents`, so the CMS's slotted eyebrow,
 * headline and call to action lay out exactly as the server printed them (the gallery's `<style>`
 * block gives the unhydrated tag these same rules): hydrating moves nothing. The layers are
 * absolutely placed behind the text.
 */
export const sectionHeaderStyles = `
:host {
  display: grid; position: relative; isolation: isolate; align-content: end; justify-items: start; gap: var(--_space-3);
  min-height: 24rem; padding: var(--_space-5) var(--_space-4); overflow: hidden;
  background: var(--_color-ink); color: var(--_color-surface); font-family: var(--_font-family-ui); line-height: 1.5;
}
:host([render-mode="slim"]) { min-height: 8rem; padding-block: var(--_space-4); }
:host([headline-alignment="center"]) { justify-items: center; text-align: center; }
:host([headline-alignment="end"]) { justify-items: end; text-align: end; }
.section-header, .content { display: contents; }
.media, .overlay, .gradient { position: absolute; inset: 0; z-index: -1; }
.overlay { background: var(--_color-ink); }
::slotted([slot="image"]) { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
:host([image-crop="top"]) ::slotted([slot="image"]) { object-position: top; }
:host([image-crop="bottom"]) ::slotted([slot="image"]) { object-position: bottom; }
:host([image-crop="start"]) ::slotted([slot="image"]), :host(:dir(rtl)[image-crop="end"]) ::slotted([slot="image"]) { object-position: left; }
:host([image-crop="end"]) ::slotted([slot="image"]), :host(:dir(rtl)[image-crop="start"]) ::slotted([slot="image"]) { object-position: right; }
.gradient-bottom { background: linear-gradient(to top, #000, transparent); }
.gradient-top { background: linear-gradient(to bottom, #000, transparent); }
.gradient-start { background: linear-gradient(to right, #000, transparent); }
.gradient-end { background: linear-gradient(to left, #000, transparent); }
:host(:dir(rtl)) .gradient-start { background: linear-gradient(to left, #000, transparent); }
:host(:dir(rtl)) .gradient-end { background: linear-gradient(to right, #000, transparent); }
::slotted(*) { margin: 0; }
::slotted(p) { font-size: var(--_font-size-sm); font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; }
::slotted(:is(h1, h2, h3, h4, h5, h6)) { font-family: var(--_font-family); font-weight: 400; line-height: 1.1; font-size: clamp(var(--_font-size-2xl), 3.5vw, var(--_font-size-4xl)); }
:host([font="sans"]) ::slotted(:is(h1, h2, h3, h4, h5, h6)) { font-family: var(--_font-family-ui); font-weight: 600; }
:host([font-size="huge"]) ::slotted(:is(h1, h2, h3, h4, h5, h6)) { font-size: clamp(var(--_font-size-4xl), 6vw, var(--_font-size-6xl)); }
:host([font-size="extra-large"]) ::slotted(:is(h1, h2, h3, h4, h5, h6)) { font-size: clamp(var(--_font-size-3xl), 4.5vw, var(--_font-size-5xl)); }
:host([font-size="medium"]) ::slotted(:is(h1, h2, h3, h4, h5, h6)) { font-size: var(--_font-size-2xl); }
.cta {
  color: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: 0.2em;
  transition: text-underline-offset 150ms ease-out;
}
.cta:hover { text-underline-offset: 0.35em; }
.cta:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.mck-placeholder { color: inherit; }
@media (prefers-reduced-motion: reduce) { .cta { transition: none; } }
`;
