/**
 * The tab row's (and the select's) fixed height, in rem: a fixed height lets the CMS template's
 * fallback reserve the same box before the widget renders, so hydrating moves nothing.
 */
export const TAB_ROW_REM = 3;

/*
 * Header, tab row and panel stand one below the other with one gap, the row at a fixed height:
 * the CMS template's fallback (the gallery's `<style>` block) reserves the same boxes, so the
 * first panel does not move when the widget renders. The panel's content is slotted light DOM:
 * it keeps the page's styles.
 */
export const tabbedContainerStyles = `
:host { display: block; }
:host([show-divider-line]) { border-top: 1px solid var(--_color-line); padding-top: var(--_space-3); }
.tabbed { display: flex; flex-direction: column; gap: var(--_space-3); }
.tablist {
  display: flex; block-size: ${TAB_ROW_REM}rem; overflow-x: auto; overflow-y: hidden; scrollbar-width: none;
  border-bottom: 1px solid var(--_color-line);
}
:host([tab-alignment="center"]) .tablist { justify-content: safe center; }
.tab {
  flex: 0 0 auto; display: flex; align-items: center; justify-content: center; padding: 0 var(--_space-3);
  margin: 0; border: 0; border-bottom: 3px solid transparent; background: none; cursor: pointer;
  font: 600 1rem/1.2 var(--_font-family-ui); color: var(--_color-muted); white-space: nowrap;
  transition: color var(--_transition-speed) ease-out, border-color var(--_transition-speed) ease-out;
}
:host([tab-width="consistent"]) .tab { flex: 1 1 0; min-inline-size: max-content; }
.tab:hover { color: var(--_color-ink); }
.tab[aria-selected="true"] { color: var(--_color-ink); border-bottom-color: var(--_color-accent); }
.tab:focus-visible, .panel:focus-visible, .select:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: -2px; }
.select {
  block-size: ${TAB_ROW_REM}rem; inline-size: 100%; padding: 0 var(--_space-3);
  border: 1px solid var(--_color-line); border-radius: var(--_radius); background: var(--_color-surface);
  font: 600 1rem var(--_font-family-ui); color: var(--_color-ink);
}
@media (prefers-reduced-motion: reduce) { .tab { transition: none; } }
`;
