import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { contactCaptcha } from '../captcha/index.js';
import { safeHtml } from '../html/sanitize.js';
import { CaptchaSlot, Form, FormMessages, SubmitButton, TextField, useForm } from '../form/index.js';
import { askForCode, contactPayload, sendContact } from './calls.js';
import { CodeStep } from './code-step.js';
import { t } from './contact-form.strings.js';
import { contactRules, type ContactField, type ContactTarget } from './rules.js';

export interface ContactFormProps {
  target: ContactTarget;
  /** Id of the heading that names the form (the dialog's title, or the widget's heading). */
  labelledBy?: string;
  /** After the message was sent (the success message shows). */
  onSent?(): void;
}

/** Where the flow is: the form, the code step (with what was typed), or sent (the service's HTML). */
type Step = { at: 'form' } | { at: 'code'; values: Record<ContactField, string> } | { at: 'sent'; html: string };

/** What the form's submit ended in: the message sent, or a code mailed for the code step. */
type Sent = { sent: string } | { codeFor: Record<ContactField, string> };

/**
 * The contact flow (A§4): the form; when a code is needed (flag otp_verification_enabled and a
 * Profile trigger) a code is mailed and the code step sends the message with it; otherwise the
 * form sends it directly. Then the service's success message, sanitised. A failed send shows the
 * error alert and empties the form (A§8).
 */
export function ContactForm({ target, labelledBy, onSent }: ContactFormProps) {
  useSignals();
  const [rules] = useState(() => contactRules(target.trigger));
  const [step, setStep] = useState<Step>({ at: 'form' });
  const [captcha] = useState(contactCaptcha);
  const sent = (html: string) => {
    setStep({ at: 'sent', html });
    onSent?.();
  };
  const form = useForm<ContactField, Sent>({
    id: 'contact',
    fields: rules.fields,
    captcha,
    async send(values, { captcha: token, signal }) {
      try {
        if (rules.needsCode) {
          await askForCode(values.email, values.name, { visible: token ?? '' }, signal);
          return { codeFor: values };
        }
        return { sent: await sendContact(contactPayload(values, target, rules.messageRequired), token ?? '', signal) };
      } catch (err) {
        form.reset();
        throw err;
      }
    },
  });

  if (step.at === 'sent') {
    return <div className="mck-contact-success" part="success" role="status" dangerouslySetInnerHTML={safeHtml(step.html)} />;
  }
  if (step.at === 'code') {
    return <CodeStep target={target} values={step.values} messageRequired={rules.messageRequired} onSent={sent} />;
  }
  return (
    <Form
      form={form}
      part="form"
      className="mck-contact"
      labelledBy={labelledBy}
      onSuccess={(result) => ('sent' in result ? sent(result.sent) : setStep({ at: 'code', values: result.codeFor }))}
    >
      <FormMessages />
      <TextField name="name" label={t('Contact_Name')} autoComplete="name" />
      <TextField name="email" type="email" label={t('Contact_Email')} autoComplete="email" />
      <TextField name="title" label={t('Contact_Title')} autoComplete="organization-title" />
      <TextField name="organization" label={t('Contact_Organization')} autoComplete="organization" />
      <TextField name="subject" label={t('Contact_Subject')} />
      <TextField name="message" multiline label={rules.messageRequired ? t('Contact_Message') : t('Contact_MessageOptional')} />
      <CaptchaSlot label={t('Contact_Captcha')} />
      <SubmitButton requireValid>{t('Contact_Submit')}</SubmitButton>
    </Form>
  );
}
