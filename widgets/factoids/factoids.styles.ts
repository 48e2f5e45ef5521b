import { MAX_COLUMNS, LARGE_MIN_PX, MEDIUM_MIN_PX, TITLE_SIZES } from './factoids.layout.js';

/*
 * The host is the grid and the list is `display: contents`, so the host's columns hold from the
 * element's upgrade on, for the CMS's printed items (in the fallback slot) and then for the
 * rendered ones; the gallery's `<style>` block gives the printed items the same boxes, so hydrating
 * moves nothing. The large text never wraps (and counts in tabular figures), so counting up changes
 * no line's height. A slide-in moves and fades an item (no layout change), from the inline start.
 */
const sizes = Object.entries(TITLE_SIZES)
  .map(([name, px]) => `:host([title-size="${name}"]) { --_title-size: ${px}px; }`)
  .join('\n');

export const factoidsStyles = `
:host {
  --_title-size: ${TITLE_SIZES.large}px; --_slide-from: -2rem;
  display: grid; gap: var(--_space-5); grid-template-columns: minmax(0, 1fr);
}
${sizes}
:host(:dir(rtl)) { --_slide-from: 2rem; }
@media (min-width: ${MEDIUM_MIN_PX}px) { :host { grid-template-columns: repeat(${MAX_COLUMNS.medium}, minmax(0, 1fr)); } }
@media (min-width: ${LARGE_MIN_PX}px) { :host { grid-template-columns: repeat(${MAX_COLUMNS.large}, minmax(0, 1fr)); } }
.factoids { display: contents; }
/* A lone factoid takes the row: its label does not wrap in a fifth of the column. */
.item:only-child { grid-column: 1 / -1; }
.item {
  display: flex; flex-direction: column; gap: var(--_space-2); margin: 0; padding: 0; list-style: none;
  transition: opacity 600ms ease-out, transform 600ms ease-out;
}
.item.waiting { opacity: 0; transform: translateX(var(--_slide-from)); }
.item p { margin: 0; }
.image { display: block; width: 100%; height: auto; }
.large {
  font-family: var(--_font-family); font-size: min(var(--_title-size), 25vw); line-height: 1;
  white-space: nowrap; font-variant-numeric: tabular-nums; color: var(--_color-accent);
}
.medium { font-size: var(--_font-size-xl); font-weight: 600; line-height: 1.3; }
.small { color: var(--_color-muted); }
.cta { color: var(--_color-accent); font-weight: 600; text-underline-offset: 0.2em; }
/* A link the navigation check refused is plain text: nothing to press, so nothing that looks pressable. */
.cta.refused { color: inherit; font-weight: 400; }
@media (prefers-reduced-motion: reduce) { .item { transition: none; } }
`;
