import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { visibleCaptcha } from '../../core/kits/captcha/index.js';
import {
  CaptchaSlot, draftKey, email, Form, FormMessages, maxLength, EMAIL_MAX, required, SubmitButton,
  TextField, useForm, type FailurePolicy,
} from '../../core/kits/form/index.js';
import { readSessionJson } from '../../core/page/storage.js';
import { type forgotPasswordAttributes, t } from './forgot-password.api.js';
import { requestPasswordReset } from './forgot-password.calls.js';
import meta from './meta.json';

/** A§8: any failure of the request shows the submit-error banner. */
const FAILURES: FailurePolicy = { fallback: 'ForgotPassword_SubmitError' };

/**
 * A§5 "prefilled from a saved value": the email the reader last typed into the sign-in form
 * (its session draft), which is where "forgot your password?" is followed from.
 */
export function savedEmail(): string {
  const saved = readSessionJson(draftKey('signin')).username;
  return typeof saved === 'string' ? saved : '';
}


export function ForgotPassword({ heading, headingLevel }: WidgetProps<typeof forgotPasswordAttributes>) {
  useSignals();
  const headingId = useId();
  const form = useForm({
    id: 'forgot-password',
    tag: meta.tag,
    fields: { email: { rules: [required(), email, maxLength(EMAIL_MAX)], initial: savedEmail() } },
    failures: FAILURES,
    captcha: visibleCaptcha(),
    send: (values, { captcha, signal }) => requestPasswordReset(values.email.trim(), captcha, signal),
  });
  const Heading = `h${headingLevel}` as 'h2';
  const title = <Heading id={headingId} className="heading" part="heading">{heading || t('ForgotPassword_Heading')}</Heading>;

  if (form.status.value === 'success') {
    return (
      <section className="forgot-password" part="base" aria-labelledby={headingId}>
        {title}
        <p className="success" part="success-message" role="status">{t('ForgotPassword_Success')}</p>
      </section>
    );
  }
  return (
    <Form form={form} className="forgot-password" part="base" labelledBy={headingId}>
      {title}
      <p className="intro">{t('ForgotPassword_Intro')}</p>
      <FormMessages />
      <TextField name="email" type="email" label={t('ForgotPassword_Email')} autoComplete="email" />
      <CaptchaSlot />
      <SubmitButton className="primary">{t('ForgotPassword_Submit')}</SubmitButton>
    </Form>
  );
}
