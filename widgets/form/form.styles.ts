import { contactFormStyles } from '../../core/kits/contact-form/index.js';

export const formStyles = `${contactFormStyles}
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); }
`;
