/** The dialog kit's CSS; a widget that uses `<Dialog>` adds it to its own styles. */
export const dialogStyles = `
.mck-dialog {
  border: 0; padding: var(--_space-5) var(--_space-4) var(--_space-4); max-width: min(36rem, calc(100vw - 2rem));
  color: var(--_color-ink); background: var(--_color-surface); box-shadow: 0 8px 32px rgb(5 28 44 / 0.25);
}
.mck-dialog::backdrop { background: rgb(5 28 44 / 0.6); }
.mck-dialog-title { margin: 0 0 var(--_space-3); font-family: var(--_font-family); font-size: var(--_font-size-2xl); }
.mck-dialog-close {
  position: absolute; inset-block-start: var(--_space-2); inset-inline-end: var(--_space-2);
  display: inline-flex; width: 2.75rem; height: 2.75rem; align-items: center; justify-content: center;
  padding: 0; border: 0; background: transparent; cursor: pointer;
}
.mck-dialog-close svg { width: 1rem; height: 1rem; }
`;
