/** The calendar: filter links in a row that wraps, then the events, one per row with a rule between. */
export const eventCalendarStyles = `
/* Positioned: what the list places absolutely (screen-reader-only text) stays in the box that
   scrolls it, rather than lengthening the page below. */
:host { display: block; position: relative; }
/* The empty state sized to its text, whatever box the page's fallback CSS gave the tag. */
:host([data-empty]) { block-size: auto !important; max-block-size: none !important; overflow: visible !important; }
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); line-height: 1.25; }
.filters { display: flex; flex-wrap: wrap; gap: var(--_space-2); margin: 0 0 var(--_space-3); padding: 0; list-style: none; }
.filter {
  border: 0; background: none; padding: var(--_space-1) var(--_space-2); cursor: pointer; color: var(--_color-accent);
  text-decoration: underline; font: 600 var(--_font-size-md)/1.5 var(--_font-family-ui);
}
.filter[aria-pressed="true"] { color: var(--_color-ink); text-decoration: none; border-block-end: 2px solid var(--_color-accent); }
.events { margin: 0; padding: 0; list-style: none; }
.event { display: grid; gap: var(--_space-1); padding-block: var(--_space-3); border-block-start: 1px solid var(--_color-line); }
.title { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-xl); line-height: 1.3; }
.date, .location { margin: 0; font-size: var(--_font-size-sm); color: var(--_color-muted); }
.description { margin: 0; }
.link { color: var(--_color-accent); font-weight: 600; justify-self: start; }
`;
