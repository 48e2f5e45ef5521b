export const universitySearchStyles = `
:host { display: block; }
.university-search { display: flow-root; line-height: 1.5; }
.field { position: relative; }
.label { display: block; font-weight: 600; }
.input {
  display: block; box-sizing: border-box; width: 100%; margin-top: var(--_space-1); padding: var(--_space-2);
  font: inherit; border: 1px solid var(--_color-ink); border-radius: var(--_radius); background: var(--_color-surface); color: var(--_color-ink);
}
.input:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.hint { margin: var(--_space-1) 0 0; font-size: var(--_font-size-sm); color: var(--_color-muted); }
.listbox {
  position: absolute; z-index: 1; inset-inline: 0; top: 100%; margin: 0; padding: 0; list-style: none;
  border: 1px solid var(--_color-line); background: var(--_color-surface); max-height: 20rem; overflow-y: auto;
}
.listbox[hidden] { display: none; }
.option { padding: var(--_space-2); cursor: pointer; }
/* The active option (arrow keys) is marked by more than colour: an outline inside it too. */
.option[aria-selected="true"] { background: var(--_color-subtle); outline: 2px solid var(--_color-focus); outline-offset: -2px; }
`;
