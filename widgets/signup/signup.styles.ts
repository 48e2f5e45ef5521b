import { formStyles } from '../../core/kits/form/index.js';
import { registrationStyles } from '../../core/kits/registration/index.js';

export const signupStyles = `${formStyles}${registrationStyles}
:host { display: block; }
.signup { display: grid; gap: var(--_space-3); color: var(--_color-ink); }
.heading { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-2xl); }
.primary {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font: inherit; font-weight: 600;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
}
.primary:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.switch { margin: 0; }
.switch a { color: var(--_color-accent); font-weight: 600; }
`;
