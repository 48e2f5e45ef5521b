import type { PartDocs } from '../../host/parts.js';
import { formParts } from '../form/index.js';

/** Parts the contact form renders; the widgets spread these into theirs. */
export const contactFormParts = {
  ...formParts,
  form: 'The contact form.',
  'code-form': 'The one-time code step.',
  'code-intro': 'The line saying where the code was sent.',
  resend: 'The "send a new code" button.',
  'resend-wait': 'The countdown until a new code may be asked for.',
  'expired-message': 'The "code expired" message with its resend link.',
  'expired-link': 'The "here" link that sends a new code.',
  success: "The service's thank-you message (sanitised HTML).",
} as const satisfies PartDocs;
