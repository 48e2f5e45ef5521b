import { listStyles } from '../../core/kits/list/index.js';
/**
 * The grid's box is fixed by its CSS, not by its content: rows of one height (CARD_HEIGHT), the
 * heading's, the filter bar's and the "Load more" area's heights fixed too. The CMS prints the
 * same box around its fallback (`profile-grid.fallback.css`), so the first cards replace it
 * without moving the page. Three cards a row from 768 px (two with `two-column`), one below; the
 * bar's filters four a row from 768 px, two below, in rows of FILTER_ROW_REM.
 */
export const profileGridStyles = listStyles + `
:host { display: block; }
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); line-height: 1.25; }
.cards {
  display: grid; grid-template-columns: minmax(0, 1fr); grid-auto-rows: 24rem;
  gap: var(--_space-4); margin: 0; padding: 0; list-style: none;
}
@media (min-width: 768px) {
  .cards { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .cards.two-column { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
.card { display: flex; flex-direction: column; gap: var(--_space-2); overflow: hidden; min-width: 0; font-family: var(--_font-family-ui); }
.image { display: block; flex: none; width: 8rem; height: 8rem; border-radius: 50%; object-fit: cover; background: var(--_color-subtle); }
.monogram { display: grid; place-items: center; font: 600 2rem/1 var(--_font-family); color: var(--_color-ink); }
.name { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-xl); line-height: 1.3; overflow-wrap: anywhere; }
.link { color: inherit; text-decoration: none; transition: color var(--_transition-speed); }
.link:hover { text-decoration: underline; }
.link:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.firm-title { margin: 0; font-weight: 600; }
.locations { margin: 0; font-size: var(--_font-size-sm); color: var(--_color-muted); }
.description { line-height: 1.5; }
.description > :first-child { margin-top: 0; }
.more { min-height: 3.5rem; padding-top: var(--_space-3); }
.filters { margin: 0 0 var(--_space-3); font-family: var(--_font-family-ui); }
.filter-controls {
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); grid-template-rows: repeat(2, 4rem); gap: var(--_space-3) var(--_space-3);
}
@media (min-width: 768px) {
  .filter-controls { grid-template-columns: repeat(4, minmax(0, 1fr)); grid-template-rows: 4rem; }
}
.filter { display: flex; flex-direction: column; gap: var(--_space-1); min-width: 0; }
.filter label { font-size: var(--_font-size-sm); font-weight: 600; line-height: 1.25rem; }
.filter select, .filter input {
  box-sizing: border-box; width: 100%; height: 2.5rem; margin: 0; padding: 0 var(--_space-2);
  border: 1px solid var(--_color-muted); border-radius: var(--_radius); background: var(--_color-surface);
  color: var(--_color-ink); font: 1rem/1.25 var(--_font-family-ui);
}
.filter select:focus-visible, .filter input:focus-visible, .clear:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.filter-status { display: flex; align-items: center; justify-content: space-between; gap: var(--_space-3); height: 2.5rem; margin-top: var(--_space-3); }
.result-count { margin: 0; color: var(--_color-muted); }
.clear {
  padding: var(--_space-1) var(--_space-2); border: 0; background: none; cursor: pointer;
  font: 600 1rem/1.25 var(--_font-family-ui); color: var(--_color-accent); text-decoration: underline;
}
.empty { min-height: 24rem; font-family: var(--_font-family-ui); }
.empty > p { margin: 0 0 var(--_space-2); font-size: var(--_font-size-lg); }
.empty .clear { padding-inline: 0; }
.cards[aria-busy="true"] { opacity: 0.6; }
`;
