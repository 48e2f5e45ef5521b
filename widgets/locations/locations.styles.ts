/**
 * Closed, the widget is its heading and one row of fixed height per region (3rem): the CMS prints
 * its region list in the same box (`locations.examples.html`), so hydration moves nothing. Opening
 * a region or a country pushes what follows down; that is the reader's doing.
 */
export const locationsStyles = `
:host { display: block; }
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); line-height: 1.25; }
.regions, .countries, .cards, .links { margin: 0; padding: 0; list-style: none; }
.region-heading, .country-heading { margin: 0; }
.toggle {
  display: flex; align-items: center; gap: var(--_space-2); width: 100%; box-sizing: border-box;
  border: 0; border-bottom: 1px solid var(--_color-subtle); background: none; color: inherit; cursor: pointer;
  font-family: var(--_font-family-ui); text-align: start;
}
.region-toggle { height: 3rem; padding: 0; font-size: var(--_font-size-lg); font-weight: 600; line-height: 1.5rem; }
.country-toggle { height: 2.75rem; padding: 0 0 0 var(--_space-4); font-size: var(--_font-size-md); font-weight: 600; line-height: 1.5rem; }
:host(:dir(rtl)) .country-toggle { padding: 0 var(--_space-4) 0 0; }
.toggle > .mck-chevron { margin-inline: auto var(--_space-2); }
.toggle:hover { color: var(--_color-accent); }
.toggle:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: -2px; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: var(--_space-4); padding: var(--_space-3) var(--_space-4) var(--_space-4); }
.card { display: flex; flex-direction: column; gap: var(--_space-1); min-width: 0; font-family: var(--_font-family-ui); }
.city { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-lg); line-height: 1.3; }
.address { display: flex; flex-direction: column; font-style: normal; line-height: 1.5; }
.phone, .fax { margin: 0; }
.map-link, .link { color: var(--_color-accent); }
.map-link:focus-visible, .link:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.links { display: flex; flex-direction: column; gap: var(--_space-1); margin-top: var(--_space-2); }
`;
