/**
 * Every box is fixed by CSS, not by content: the selector row (4.5rem), the map (22rem) and the
 * address panel (at least 14rem). The CMS prints its fallback in the same boxes
 * (`office-map.examples.html`), and the map chunk draws into a box already there, so nothing moves.
 */
export const officeMapStyles = `
:host { display: block; }
.office-map { display: flex; flex-direction: column; gap: var(--_space-3); font-family: var(--_font-family-ui); }
.heading { font-family: var(--_font-family); margin: 0; font-size: var(--_font-size-2xl); line-height: 1.25; }
.selector { display: grid; grid-template-rows: 1.5rem 2.5rem; gap: var(--_space-2); height: 4.5rem; }
.selector label { font-weight: 600; line-height: 1.5rem; }
.select {
  max-width: 24rem; height: 2.5rem; padding: 0 var(--_space-2); border: 1px solid var(--_color-muted); border-radius: var(--_radius);
  background: var(--_color-surface, #fff); color: inherit; font: inherit;
}
.select:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.map { height: 22rem; background: #cfe3f2; border-radius: var(--_radius); }
.map.leaflet-container { background: #cfe3f2; font-family: var(--_font-family-ui); }
.map { position: relative; }
.attribution {
  position: absolute; inset-block-end: 0; inset-inline-end: 0; z-index: 800; margin: 0; padding: 0 var(--_space-1);
  background: rgb(255 255 255 / 0.8); color: var(--_color-ink); font-size: var(--_font-size-xs); line-height: 1.4;
}
.map:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.office-marker { color: var(--_color-accent); }
.office-marker svg { display: block; fill: currentColor; }
.panel { display: flex; flex-direction: column; gap: var(--_space-1); min-height: 14rem; box-sizing: border-box; }
.city { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-xl); line-height: 1.5rem; }
.address { display: flex; flex-direction: column; font-style: normal; line-height: 1.5; }
.phone, .fax, .links { margin: 0; line-height: 1.5; }
.links { display: flex; flex-wrap: wrap; gap: var(--_space-4); }
.map-link, .city-link { color: var(--_color-accent); }
.map-link:focus-visible, .city-link:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
