import { CAPTCHA_HEADER, CONTACT_PATHS, ContactResponse, GenerateOtpResponse, INVISIBLE_CAPTCHA_HEADER } from '../../contracts/contact.js';
import type { ContactRequest } from '../../contracts/contact-requests.js';
import { getConfig } from '../../page/config.js';
import { request } from '../../session/http.js';
import type { ContactField, ContactTarget } from './rules.js';

/** The contact request payload of A§3 from the form's values. */
export function contactPayload(values: Record<ContactField, string>, target: ContactTarget, messageRequired: boolean, otp?: string): ContactRequest {
  const config = getConfig();
  return {
    PageName: document.title,
    Ref: location.href,
    language: config?.language ?? 'en',
    isPreview: config?.editorMode ?? false,
    emailData: { to: target.to },
    SendEmailRequest: {
      name: values.name.trim(),
      email: values.email.trim(),
      title: values.title.trim(),
      organization: values.organization.trim(),
      subject: values.subject.trim(),
      message: values.message,
      isRequired: messageRequired,
    },
    Source: target.trigger,
    partnerName: target.partnerName,
    ...(otp === undefined ? {} : { otp }),
  };
}

/** POST {forms}/save-form-data with the visible captcha's token; resolves to the success HTML. */
export async function sendContact(payload: ContactRequest, captchaToken: string, signal?: AbortSignal): Promise<string> {
  const answer = await request('forms', CONTACT_PATHS.save, {
    method: 'POST', json: payload, headers: { [CAPTCHA_HEADER]: captchaToken }, schema: ContactResponse, signal,
  });
  return answer.data.successMessage;
}

/** POST {forms}/save-form-data-with-otp with the invisible captcha's token. */
export async function sendContactWithCode(payload: ContactRequest, invisibleToken: string, signal?: AbortSignal): Promise<string> {
  const answer = await request('forms', CONTACT_PATHS.saveWithOtp, {
    method: 'POST', json: payload, headers: { [INVISIBLE_CAPTCHA_HEADER]: invisibleToken }, schema: ContactResponse, signal,
  });
  return answer.data.successMessage;
}

/**
 * POST {forms}/generate-otp `{email, firstName}`: the first code with the form's visible captcha
 * token, a resend with the invisible one (the visible answer is spent by then).
 */
export async function askForCode(emailAddress: string, name: string, captcha: { visible: string } | { invisible: string }, signal?: AbortSignal): Promise<void> {
  const header: Record<string, string> = 'visible' in captcha ? { [CAPTCHA_HEADER]: captcha.visible } : { [INVISIBLE_CAPTCHA_HEADER]: captcha.invisible };
  await request('forms', CONTACT_PATHS.generateOtp, {
    method: 'POST', json: { email: emailAddress.trim(), firstName: firstNameOf(name) }, headers: header, schema: GenerateOtpResponse, signal,
  });
}

/** The contact form has one name field; the code mail greets by its first word. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
