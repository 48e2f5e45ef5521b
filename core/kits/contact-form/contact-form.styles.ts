import { formStyles } from '../form/index.js';

/** The contact form's CSS (the form kit's with it); the widgets add it to their own. */
export const contactFormStyles = `${formStyles}
.mck-contact { display: grid; gap: var(--_space-3); }
.mck-contact textarea { resize: vertical; min-block-size: 6rem; }
.mck-contact button { font: inherit; cursor: pointer; }
.mck-contact .mck-submit {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border: 0; border-radius: var(--_radius);
  background: var(--_color-accent); color: var(--_color-accent-ink);
}
.mck-contact .mck-submit:disabled { opacity: 0.5; cursor: not-allowed; }
.mck-contact :is(button, a, input, textarea):focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.mck-contact-link { padding: 0; border: 0; background: none; color: var(--_color-accent); text-decoration: underline; }
.mck-contact-link:disabled { color: var(--_color-muted); text-decoration: none; cursor: default; }
.mck-contact-wait { color: var(--_color-muted); margin: 0; }
.mck-contact-success { border-inline-start: 4px solid var(--_color-success); padding: var(--_space-2) var(--_space-3); background: var(--_color-subtle); }
`;
