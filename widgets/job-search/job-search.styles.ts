/**
 * Fixed heights where the CMS's fallback reserves the box (job-search.examples.html): the search
 * row, the filter row, the tag row, the count line and cards of one height in a grid, so the first
 * page replaces the fallback without moving the page.
 */
export const jobSearchStyles = `
:host { display: block; font-family: var(--_font-family-ui); }
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); line-height: 1.25; }
button, input { font: inherit; }
:is(button, input, a, [part=suggestion]):focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.search { display: flex; gap: var(--_space-2); height: 3rem; margin: 0 0 var(--_space-3); }
.combo { position: relative; flex: 1; display: flex; min-width: 0; }
.input { flex: 1; min-width: 0; box-sizing: border-box; height: 3rem; padding: 0 calc(var(--_space-5) + var(--_space-2)) 0 var(--_space-3); border: 1px solid var(--_color-muted); border-radius: var(--_radius); }
.clear { position: absolute; inset-inline-end: 0.25rem; top: 0.5rem; width: 2rem; height: 2rem; border: 0; background: none; cursor: pointer; color: var(--_color-ink); }
.submit, .mck-load-more-button {
  padding: 0 var(--_space-4); border-radius: var(--_radius); cursor: pointer; font-weight: 600; min-height: 3rem; flex: none; white-space: nowrap;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
}
.suggestions { position: absolute; z-index: 2; inset-inline: 0; top: 3.25rem; margin: 0; padding: var(--_space-1) 0; list-style: none; background: var(--_color-surface); border: 1px solid var(--_color-muted); border-radius: var(--_radius); }
.suggestion { padding: var(--_space-2) var(--_space-3); cursor: pointer; }
.suggestion[aria-selected="true"] { background: var(--_color-subtle); outline: 2px solid var(--_color-focus); outline-offset: -2px; }
.filters { display: flex; flex-wrap: wrap; gap: var(--_space-2); min-height: 3rem; margin: 0 0 var(--_space-2); }
.dropdown { position: relative; }
.toggle { display: inline-flex; align-items: center; gap: var(--_space-2); height: 3rem; padding: 0 var(--_space-3); border: 1px solid var(--_color-muted); border-radius: var(--_radius); background: none; color: var(--_color-ink); cursor: pointer; }
.options { position: absolute; z-index: 2; top: 3.25rem; inset-inline-start: 0; min-width: min(16rem, calc(100vw - 2rem)); max-height: 20rem; overflow: auto; margin: 0; padding: var(--_space-2); list-style: none; background: var(--_color-surface); border: 1px solid var(--_color-muted); border-radius: var(--_radius); }
.option label { display: flex; gap: var(--_space-2); align-items: center; padding: var(--_space-1) 0; cursor: pointer; }
/* A panel hangs below its own toggle, as wide as its options; in a row too narrow for that beside
   the later toggles (a phone), it hangs below the whole filter row, as wide as the row, instead of
   running off the screen or covering a toggle of a wrapped second line. The row is the query
   container (its width is the widget's, never its content's) and holds that panel. */
.filters { container-type: inline-size; position: relative; }
@container (max-width: 40rem) {
  .dropdown { position: static; }
  .options { inset-inline: 0; top: calc(100% + 0.25rem); min-width: 0; }
}
.count { color: var(--_color-muted); }
.applied { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); min-height: 2.5rem; margin: 0 0 var(--_space-2); }
.tags { display: contents; list-style: none; }
.tag { display: inline-flex; align-items: center; gap: var(--_space-1); padding-inline-start: var(--_space-2); border-radius: 1rem; background: var(--_color-subtle); }
.remove { width: 2rem; height: 2rem; border: 0; border-radius: 1rem; background: none; cursor: pointer; color: var(--_color-ink); }
.clear-all { border: 0; background: none; color: var(--_color-accent); text-decoration: underline; cursor: pointer; min-height: 2rem; }
.mck-list-count { margin: 0 0 var(--_space-3); height: 1.5rem; line-height: 1.5rem; }
.status { margin: 0; padding: var(--_space-3) 0; }
.status.mck-error { padding-inline: var(--_space-3); }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr)); grid-auto-rows: 14rem; gap: var(--_space-3); margin: 0; padding: 0; list-style: none; }
.card { display: flex; flex-direction: column; gap: var(--_space-1); overflow: hidden; padding: var(--_space-3); border: 1px solid var(--_color-subtle); border-radius: var(--_radius); }
.card p { margin: 0; }
.interest { font-size: var(--_font-size-xs); font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--_color-muted); }
.title { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-lg); line-height: 1.3; }
.title a { color: inherit; }
/* Whole lines only: four fit a card of one height under a title of up to two lines. */
.preview { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; line-clamp: 4; overflow: hidden; font-size: var(--_font-size-sm); line-height: 1.4; }
.cities { margin-block-start: auto; font-size: var(--_font-size-sm); color: var(--_color-muted); }
.more-cities { margin-inline-start: var(--_space-2); }
.more { min-height: 4rem; padding-top: var(--_space-3); }
`;
