import { boolean, object, optional, pattern, refine, size, string, type Infer } from 'superstruct';
import { CONTACT_MESSAGE_MAX, OTP_PATTERN } from './contact.js';

/**
 * The contact calls' request payloads (A§3, A§7): demo/services/contact checks what arrives with
 * these; the contact-form kit builds the payloads with their types only (see contact.ts).
 */

const Text = (max: number) => size(string(), 0, max);
const Required = (max: number) => refine(size(string(), 1, max), 'Required', (v) => v.trim() !== '');
const Email = refine(size(string(), 3, 254), 'Email', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v));

/** SendEmailRequest of A§3: what the visitor wrote. */
export const SendEmailRequest = object({
  name: Required(100),
  email: Email,
  title: Text(100),
  organization: Text(100),
  subject: Required(200),
  message: Text(CONTACT_MESSAGE_MAX),
  /** Whether the message was required (trigger "talkToUs", A§5): the service then refuses an empty one. */
  isRequired: boolean(),
});
export type SendEmailRequest = Infer<typeof SendEmailRequest>;

/** POST {forms}/save-form-data (and -with-otp): the contact request payload of A§3. */
export const ContactRequest = object({
  PageName: Text(200),
  Ref: Text(2000),
  language: Text(20),
  isPreview: boolean(),
  emailData: object({ to: Email }),
  SendEmailRequest,
  /** Where the form was opened from: 'Profile', 'talkToUs', 'global contact us', … */
  Source: Text(50),
  partnerName: Text(200),
  otp: optional(pattern(string(), OTP_PATTERN)),
});
export type ContactRequest = Infer<typeof ContactRequest>;

/** POST {forms}/generate-otp. */
export const GenerateOtpRequest = object({ email: Email, firstName: Required(100) });
export type GenerateOtpRequest = Infer<typeof GenerateOtpRequest>;
