/** The registration kit's CSS (after the form kit's): the suggestions list, checkboxes, privacy text, captcha box. */
export const registrationStyles = `
.mck-combobox { position: relative; }
.mck-suggestions {
  position: absolute; inset-inline: 0; inset-block-start: 100%; z-index: 2; margin: 0; padding: 0; list-style: none;
  background: var(--_color-surface); border: 1px solid var(--_color-muted); border-radius: var(--_radius);
}
.mck-suggestions[hidden] { display: none; }
.mck-suggestion { padding: var(--_space-2); cursor: pointer; }
.mck-suggestion[aria-selected='true'] { background: var(--_color-subtle); outline: 2px solid var(--_color-focus); outline-offset: -2px; }
.mck-check { display: flex; gap: var(--_space-2); align-items: flex-start; }
.mck-check input { inline-size: 1.25rem; block-size: 1.25rem; margin: 2px 0 0; flex: none; }
.mck-check label { font-weight: 400; }
.mck-choices { border: 0; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.mck-choices legend { font-weight: 600; margin-block-end: var(--_space-2); padding: 0; }
.mck-privacy { margin: 0; font-size: var(--_font-size-sm); }
.mck-privacy a { color: var(--_color-accent); }
.mck-captcha-pending { min-block-size: 2rem; }
.mck-captcha [tabindex='-1']:focus { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
:is(input, select, button, a):focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
