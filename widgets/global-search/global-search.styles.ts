/**
 * Before a search the widget is the heading, the form (3rem) and the controls row (2.5rem): the CMS
 * prints its fallback in the same box (`global-search.examples.html`). Arrows that point to the
 * previous and next page turn round in right-to-left pages.
 */
export const globalSearchStyles = `
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-3xl); line-height: 1.25; }
.form { display: flex; gap: var(--_space-2); height: 3rem; }
.box { position: relative; flex: 1; min-width: 0; }
.input {
  width: 100%; height: 100%; padding: 0 var(--_space-3); font: inherit; font-size: var(--_font-size-lg); color: inherit;
  border: 1px solid var(--_color-muted); border-radius: var(--_radius); background: var(--_color-surface);
}
.submit, .filter, .suggested-query {
  cursor: pointer; border-radius: var(--_radius); font-weight: 600;
  transition: background-color var(--_transition-speed), color var(--_transition-speed);
}
.submit { padding: 0 var(--_space-4); border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink); }
.suggestions {
  position: absolute; inset-inline: 0; top: 100%; z-index: 2; margin: 0; padding: var(--_space-1) 0; list-style: none;
  background: var(--_color-surface); border: 1px solid var(--_color-line); box-shadow: 0 4px 12px rgb(0 0 0 / 15%);
}
.suggestions[hidden] { display: none; }
.suggestion { padding: var(--_space-2) var(--_space-3); cursor: pointer; }
.suggestion:hover, .suggestion.highlighted { background: var(--_color-subtle); }
.suggestion.highlighted { outline: 2px solid var(--_color-focus); outline-offset: -2px; }
.controls { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space-2); min-height: 2.5rem; margin-top: var(--_space-3); }
.filters { display: flex; flex-wrap: wrap; gap: var(--_space-1); }
.filter { padding: var(--_space-1) var(--_space-3); border: 1px solid var(--_color-line); background: var(--_color-surface); }
.filter[aria-pressed="true"] { background: var(--_color-ink); color: var(--_color-surface); border-color: var(--_color-ink); }
.sort { font: inherit; padding: var(--_space-1); }
.outcome { margin-top: var(--_space-4); }
.searching, .status-line, .did-you-mean { margin: 0 0 var(--_space-2); }
.suggested-query { padding: 0; border: 0; background: none; color: var(--_color-accent); text-decoration: underline; font-weight: 600; }
.results { margin: 0; padding: 0; list-style: none; }
.result { display: flex; gap: var(--_space-3); padding: var(--_space-3) 0; border-bottom: 1px solid var(--_color-line); }
.result-image { flex: none; width: 6rem; height: 6rem; object-fit: cover; background: var(--_color-subtle); }
.result-text { min-width: 0; }
.result-tags, .result-location, .result-authors { margin: 0; font-size: var(--_font-size-sm); color: var(--_color-muted); }
.result-title { margin: var(--_space-1) 0; font-family: var(--_font-family); font-size: var(--_font-size-xl); line-height: 1.3; }
.result-link { color: inherit; }
.result-description { margin: var(--_space-1) 0 0; }
.match { background: #fff3a3; color: inherit; font-weight: 600; }
.pages { display: flex; flex-wrap: wrap; gap: var(--_space-1); margin: var(--_space-4) 0 0; padding: 0; list-style: none; }
.page {
  display: inline-flex; align-items: center; justify-content: center; min-width: 2.5rem; height: 2.5rem;
  border: 1px solid var(--_color-line); border-radius: var(--_radius); color: inherit; text-decoration: none;
}
.page[aria-current="page"] { background: var(--_color-ink); color: var(--_color-surface); }
:host(:dir(rtl)) .step { transform: scaleX(-1); }
`;
