import { listStyles } from '../../core/kits/list/index.js';
/**
 * The grid's box is fixed by its CSS, not by its content: rows of one height (CARD_HEIGHT), the
 * heading's and the "Load more" area's heights fixed too. The CMS prints the same box around its
 * fallback (`profile-grid.examples.html`), so the first cards replace it without moving the page.
 * Three cards a row from 768 px (two with `two-column`), one below.
 */
export const profileGridStyles = listStyles + `
:host { display: block; }
.heading { font-family: var(--_font-family); margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
.cards {
  display: grid; grid-template-columns: minmax(0, 1fr); grid-auto-rows: 24rem;
  gap: 1.5rem; margin: 0; padding: 0; list-style: none;
}
@media (min-width: 768px) {
  .cards { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .cards.two-column { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
.card { display: flex; flex-direction: column; gap: var(--_space-2); overflow: hidden; min-width: 0; font-family: var(--_font-family-ui); }
.image { display: block; flex: none; width: 8rem; height: 8rem; border-radius: 50%; object-fit: cover; background: var(--_color-subtle); }
.monogram { display: grid; place-items: center; font: 600 2rem/1 var(--_font-family); color: var(--_color-ink); }
.name { margin: 0; font-family: var(--_font-family); font-size: 1.25rem; line-height: 1.3; overflow-wrap: anywhere; }
.link { color: inherit; text-decoration: none; transition: color var(--_transition-speed); }
.link:hover { text-decoration: underline; }
.link:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.firm-title { margin: 0; font-weight: 600; }
.locations { margin: 0; font-size: 0.875rem; color: var(--_color-muted); }
.description { line-height: 1.5; }
.description > :first-child { margin-top: 0; }
.more { min-height: 3.5rem; padding-top: 1rem; }
`;
