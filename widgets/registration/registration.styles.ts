import { formStyles } from '../../core/kits/form/index.js';
import { registrationStyles as kitStyles } from '../../core/kits/registration/index.js';

export const registrationStyles = `${formStyles}${kitStyles}
:host { display: block; }
.registration { display: grid; gap: var(--_space-3); max-width: 36rem; color: var(--_color-ink); }
.heading { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-3xl); }
.intro { margin: 0; }
.banner { margin: 0; border-inline-start: 4px solid var(--_color-success); padding: var(--_space-2) var(--_space-3); background: var(--_color-subtle); }
.primary {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font: inherit; font-weight: 600;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
}
.primary:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
