import { listStyles } from '../../core/kits/list/index.js';
/**
 * The grid's box is fixed by its CSS, not by its content: rows of one height, the heading's and the
 * "Load more" area's heights fixed too. The CMS prints the same box around its fallback
 * (`insights-grid.examples.html`), so the first page replaces it without moving the page.
 */
export const insightsGridStyles = listStyles + `
:host { display: block; }
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); line-height: 1.25; }
.cards {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); grid-auto-rows: 28rem;
  gap: var(--_space-4); margin: 0; padding: 0; list-style: none;
}
.card { display: flex; flex-direction: column; gap: var(--_space-2); overflow: hidden; min-width: 0; font-family: var(--_font-family-ui); }
.image { display: block; width: 100%; height: 10rem; object-fit: cover; background: var(--_color-subtle); }
.type { margin: 0; font-size: var(--_font-size-xs); font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--_color-muted); }
.title { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-xl); line-height: 1.3; }
.link { color: inherit; text-decoration: none; }
.link:hover { text-decoration: underline; }
.link:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.date { font-size: var(--_font-size-sm); color: var(--_color-muted); }
.description { margin: 0; line-height: 1.5; }
.more { min-height: 3.5rem; padding-top: var(--_space-3); }
.link { transition: color var(--_transition-speed); }
`;
