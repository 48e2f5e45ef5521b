/**
 * Contact form kit: the contact flow of A§4 (form, one-time code step with the resend countdown,
 * the service's success HTML) that mck-contact-modal shows in a dialog and mck-form inline.
 * Import it only through this file (its own shared chunk).
 */
import './contact-form.strings.js';

export { ContactForm, type ContactFormProps } from './contact-form.js';
export { contactRules, CONTACT_TRIGGERS, FORBIDDEN_EMAIL_DOMAINS, forbiddenDomainOf, type ContactField, type ContactRules, type ContactTarget } from './rules.js';
export { contactFormParts } from './contact-form.parts.js';
export { contactFormStyles } from './contact-form.styles.js';
export { contactFormStrings } from './contact-form.strings.js';
export { recipientAddress } from './attributes.js';
