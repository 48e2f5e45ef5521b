import { dialogStyles } from '../../core/kits/dialog/index.js';
import { formStyles } from '../../core/kits/form/index.js';

export const profileSettingsStyles = formStyles + dialogStyles + `
.profile-settings { display: grid; gap: var(--_space-5); max-width: 32rem; }
.profile-form, .create-password, .linked-accounts { display: grid; gap: var(--_space-3); }
.heading { font-family: var(--_font-family); margin: 0; font-size: var(--_font-size-2xl); }
.intro, .alumni-notice { margin: 0; }
.alumni-notice, .banner { padding: var(--_space-2) var(--_space-3); background: var(--_color-subtle); margin: 0; }
.alumni-notice { border-inline-start: 4px solid var(--_color-accent); }
.banner.success { border-inline-start: 4px solid var(--_color-success); }
.banner.error { border-inline-start: 4px solid var(--_color-error); }
.loading { min-height: 40rem; }
.providers { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.providers li { display: flex; align-items: center; justify-content: space-between; gap: var(--_space-3); }
.provider-name { font-weight: 600; }
.primary, .secondary {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font: inherit; font-weight: 600;
  border: 2px solid var(--_color-accent);
}
.primary { background: var(--_color-accent); color: var(--_color-accent-ink); }
.secondary { background: transparent; color: var(--_color-accent); }
:is(.primary, .secondary)[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
:is(.primary, .secondary, input, select):focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.spinner { justify-self: start; display: inline-flex; align-items: center; justify-content: center; min-width: 9rem; min-height: 2.75rem; }
.spinner-ring {
  width: 1.5rem; height: 1.5rem; border-radius: 50%; border: 3px solid var(--_color-subtle); border-top-color: var(--_color-accent);
  animation: mck-spin 0.8s linear infinite;
}
@keyframes mck-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner-ring { animation: none; border-color: var(--_color-accent); } }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
