import { formStyles } from '../../core/kits/form/index.js';

export const resetPasswordStyles = formStyles + `
.reset-password { display: grid; gap: var(--_space-3); max-width: 28rem; }
.heading { font-family: var(--_font-family); margin: 0; font-size: var(--_font-size-2xl); }
.success, .mck-error { margin: 0; }
.success { border-inline-start: 4px solid var(--_color-success); padding: var(--_space-2) var(--_space-3); background: var(--_color-subtle); }
.ask-again { justify-self: start; color: var(--_color-accent); font-weight: 600; }
.primary {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font: inherit; font-weight: 600;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
}
.primary[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
.primary:focus-visible, input:focus-visible, .ask-again:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
