export const signinStyles = `
form, .signed-in { display: grid; gap: var(--_space-3); max-width: 24rem; }
h2 { margin: 0; font-family: var(--_font-family); font-size: 1.5rem; }
label { display: grid; gap: var(--_space-1); font-weight: 600; }
input {
  font: inherit; padding: var(--_space-2); border: 1px solid var(--_color-muted);
  border-radius: var(--_radius); color: var(--_color-ink); background: var(--_color-surface);
}
input[aria-invalid='true'] { border-color: var(--_color-error); }
.field-error { color: var(--_color-error); font-weight: 400; font-size: 0.875rem; }
.primary, .secondary {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius);
  border: 2px solid var(--_color-accent); cursor: pointer; font-weight: 600;
}
.primary { background: var(--_color-accent); color: var(--_color-accent-ink); }
.secondary { background: transparent; color: var(--_color-accent); }
.primary[disabled] { opacity: 0.6; cursor: progress; }
.status { margin: 0; }
`;
