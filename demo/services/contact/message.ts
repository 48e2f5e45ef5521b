import type { ContactRequest } from '../../../core/contracts/contact-requests.js';
import type { Mail } from '../outbox/outbox.js';

/**
 * The mail domains the contact form may write to: the firm's people (the demo's profiles are
 * `…@example.com`). Anything else is refused, so the form is no open relay.
 */
export const CONTACT_RECIPIENT_DOMAINS: readonly string[] = ['example.com'];

export const isContactableAddress = (to: string) =>
  CONTACT_RECIPIENT_DOMAINS.includes(to.slice(to.lastIndexOf('@') + 1).toLowerCase());

/**
 * What the reader sees after sending (A§7 "shown as HTML"). Markup on purpose: the widgets
 * sanitise it before showing it.
 */
export const CONTACT_SUCCESS_HTML = '<p><strong>Thank you for getting in touch.</strong> We will reply to you by email soon.</p>';

/** Line breaks and other control characters out of a one-line field (a mail subject). */
// eslint-disable-next-line no-control-regex -- control characters are what it takes out
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** The message to the partner: who wrote, from where, and what. */
export function contactMail(request: ContactRequest): Mail {
  const from = request.SendEmailRequest;
  return {
    to: request.emailData.to,
    subject: `Contact form: ${oneLine(from.subject)}`,
    body: [
      `To: ${oneLine(request.partnerName) || request.emailData.to}`,
      `From: ${oneLine(from.name)} <${from.email}>`,
      `Title: ${oneLine(from.title)}`,
      `Organization: ${oneLine(from.organization)}`,
      `Source: ${oneLine(request.Source)} (${oneLine(request.PageName)})`,
      '',
      from.message,
    ].join('\n'),
    kind: 'contact',
  };
}
