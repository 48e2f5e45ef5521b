import { formStyles } from '../../core/kits/form/index.js';
import { registrationStyles } from '../../core/kits/registration/index.js';

export const registrationStepperStyles = formStyles + registrationStyles + `
.registration-stepper { display: grid; gap: var(--_space-3); max-width: 32rem; }
.progress { margin: 0; font-size: var(--_font-size-sm); }
.steps { display: flex; flex-wrap: wrap; gap: var(--_space-2); margin: 0; padding: 0; list-style: none; counter-reset: step; }
.step { counter-increment: step; padding-block-end: var(--_space-1); border-block-end: 3px solid transparent; }
.step::before { content: counter(step) ". "; }
.step[aria-current='step'] { font-weight: 700; border-block-end-color: var(--_color-accent); }
.heading { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-2xl); line-height: 1.2; }
.heading:focus { outline: none; }
.heading:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
form, .choices { display: grid; gap: var(--_space-3); }
.actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); }
.primary, .secondary {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius);
  border: 2px solid var(--_color-accent); cursor: pointer; font-weight: 600; font: inherit;
}
.primary { background: var(--_color-accent); color: var(--_color-accent-ink); }
.secondary { background: transparent; color: var(--_color-accent); }
.primary[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.loading, .banner { margin: 0; }
.banner.error { padding: var(--_space-2) var(--_space-3); border-inline-start: 4px solid var(--_color-error); }
`;
