export const consentStyles = `
/*
 * The banner floats over the bottom of the screen instead of taking a place in the page: it appears
 * only after the geo lookup, and in the flow that would push everything below it (layout shift).
 */
.banner {
  position: fixed; inset-inline: 0; bottom: 0; z-index: 2147483000; margin-inline: auto;
  max-width: 48rem; max-height: 80vh; overflow: auto; box-sizing: border-box;
  border: 1px solid var(--_color-line); background: var(--_color-surface); padding: var(--_space-3);
  box-shadow: 0 -4px 16px rgb(0 0 0 / 0.15);
}
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-2); font-size: var(--_font-size-xl); }
.intro { margin: 0 0 var(--_space-3); }
.groups { list-style: none; margin: 0 0 var(--_space-3); padding: 0; display: grid; gap: var(--_space-2); }
.group label { display: inline-flex; gap: var(--_space-2); align-items: center; }
.note { margin: var(--_space-1) 0 0; color: var(--_color-muted); font-size: var(--_font-size-sm); }
.actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); }
.action, .settings {
  padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font-weight: 600;
  border: 2px solid var(--_color-accent); background: var(--_color-surface); color: var(--_color-accent);
}
.action.primary { background: var(--_color-accent); color: var(--_color-accent-ink); }
.editor-note { color: var(--_color-muted); font-style: italic; }
`;
