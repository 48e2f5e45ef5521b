/**
 * The list kit's CSS: the "Load more" button (a primary button) and the message under it. A
 * widget that uses `<LoadMore>` adds it to its own styles, and may restyle the button after it.
 */
export const listStyles = `
.mck-load-more-button {
  padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font: 600 1rem/1.25 var(--_font-family-ui);
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
}
.mck-load-more-button[aria-busy="true"] { cursor: progress; opacity: 0.7; }
.mck-load-more-button:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.mck-load-more .mck-error { margin: 0; }
`;
