/*
 * The host is the grid and the cards are the CMS's elements, slotted (`.grid` is `display:
 * contents`), so these rules hold from the element's upgrade on, also for the fallback slot before
 * the first render; the gallery's `<style>` block gives the not yet defined tag the same boxes, so
 * hydrating moves nothing. The card colours are the widget's (important, below) from the upgrade on.
 */
// !important: the cards are the page's elements, and a page rule such as `a { color: … }` beats
// `::slotted` unless the shadow tree's rule is important (then the shadow tree wins); a page's link
// colour on a dark card would fail contrast.
const dark = 'background-color: var(--_color-ink) !important; color: var(--_color-surface) !important; border-color: var(--_color-ink) !important;';
const light = 'background-color: var(--_color-surface) !important; color: var(--_color-ink) !important; border-color: var(--_color-line) !important;';
const swaps = ':is(:hover, :focus-visible):not([data-card="static"])';

export const gridStyles = `
:host {
  display: grid; gap: var(--_space-4); grid-template-columns: repeat(3, minmax(0, 1fr));
  font-family: var(--_font-family-ui); line-height: 1.5;
}
:host([variant="four-up"]) { grid-template-columns: repeat(4, minmax(0, 1fr)); }
:host([variant="wall"]) { grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
@media (max-width: 40rem) { :host(:not([variant="wall"])) { grid-template-columns: minmax(0, 1fr); } }
.grid { display: contents; }
::slotted(*) {
  display: flex; flex-direction: column; gap: var(--_space-2); margin: 0; padding: var(--_space-4);
  border: 1px solid; text-decoration: none; ${light}
  transition: background-color var(--_transition-speed) ease-out, color var(--_transition-speed) ease-out;
}
:host([theme="dark"]) ::slotted(*) { ${dark} }
::slotted(${swaps}) { ${dark} }
:host([theme="dark"]) ::slotted(${swaps}) { ${light} }
::slotted([data-card="background-image"]) {
  justify-content: flex-end; min-height: 16rem; ${dark}
  background-image: linear-gradient(rgb(5 28 44 / 0.65), rgb(5 28 44 / 0.65)), var(--mck-card-image, none);
  background-size: cover; background-position: center;
}
::slotted([data-card="background-image"]${swaps}) {
  ${light}
  background-image: linear-gradient(rgb(255 255 255 / 0.9), rgb(255 255 255 / 0.9)), var(--mck-card-image, none);
}
::slotted(:focus-visible) { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { ::slotted(*) { transition: none; } }
`;
