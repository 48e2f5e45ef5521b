import { formStyles } from '../../core/kits/form/index.js';

export const signinStyles = formStyles + `
form, .signed-in { display: grid; gap: var(--_space-3); max-width: 24rem; }
h2 { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-2xl); }
.primary, .secondary {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius);
  border: 2px solid var(--_color-accent); cursor: pointer; font-weight: 600;
}
.primary { background: var(--_color-accent); color: var(--_color-accent-ink); }
.secondary { background: transparent; color: var(--_color-accent); }
.primary[aria-disabled='true'], .secondary[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
.status, .switch, .social p { margin: 0; }
.switch a { color: var(--_color-accent); font-weight: 600; }
.social { display: grid; gap: var(--_space-2); }
.social-heading { font-weight: 600; }
.social ul { display: grid; gap: var(--_space-2); margin: 0; padding: 0; list-style: none; }
.social button { width: 100%; text-align: start; }
`;
