/** The form kit's CSS; a widget that uses the form components adds it to its own styles. */
export const formStyles = `
.mck-field { display: grid; gap: var(--_space-1); }
.mck-field > label { font-weight: 600; }
.mck-field input, .mck-field textarea, .mck-field select {
  font: inherit; padding: var(--_space-2); border: 1px solid var(--_color-muted);
  border-radius: var(--_radius); color: var(--_color-ink); background: var(--_color-surface);
}
.mck-field :is(input, textarea, select)[aria-invalid='true'] { border: 2px solid var(--_color-error); }
.mck-field-hint { color: var(--_color-muted); font-size: var(--_font-size-sm); }
.mck-field-error { color: var(--_color-error); font-weight: 600; font-size: var(--_font-size-sm); }
.mck-error-summary { border: 4px solid var(--_color-error); padding: var(--_space-3); }
.mck-error-summary:focus { outline: 2px solid var(--_color-focus); }
.mck-error-summary-title { margin: 0 0 var(--_space-2); font-size: var(--_font-size-lg); }
.mck-error-summary ul { margin: 0; padding-inline-start: var(--_space-3); }
.mck-error-summary a { color: var(--_color-error); font-weight: 600; }
.mck-form-success { border-inline-start: 4px solid var(--_color-success); padding: var(--_space-2) var(--_space-3); background: var(--_color-subtle); }
.mck-submit[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
`;
