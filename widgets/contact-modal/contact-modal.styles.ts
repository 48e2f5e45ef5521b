import { contactFormStyles } from '../../core/kits/contact-form/index.js';
import { dialogStyles } from '../../core/kits/dialog/index.js';

export const contactModalStyles = `${dialogStyles}${contactFormStyles}
:host { display: inline-block; }
:host(:not([to])) { display: contents; }
.trigger {
  font: inherit; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font-weight: 600;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink);
}
.trigger:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
