/* The placeholder is a plain labelled box: dashed, so no one takes it for the finished module. */
export const alumniModuleStyles = `
:host { display: block; }
.placeholder {
  box-sizing: border-box; min-block-size: 7.5rem; padding: var(--_space-4);
  border: 2px dashed var(--_color-line); border-radius: var(--_radius); color: var(--_color-ink);
  font-family: var(--_font-family-ui);
}
.title { margin: 0 0 var(--_space-2); font-size: var(--_font-size-lg); font-weight: 600; }
.message { margin: 0; color: var(--_color-muted); }
`;
