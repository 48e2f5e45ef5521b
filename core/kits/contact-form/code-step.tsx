import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type MouseEvent } from 'react';
import { OTP_EXPIRED_MESSAGE, OTP_INVALID_MESSAGE, OTP_RESEND_WAIT_SECONDS } from '../../contracts/contact.js';
import { announce } from '../../page/announce.js';
import { t as hostT } from '../../host/host.strings.js';
import { GENERIC_ERROR_KEY } from '../async/index.js';
import { contactActionToken } from '../captcha/index.js';
import { Form, FormMessages, otp, SubmitButton, TextField, useForm, type FailurePolicy } from '../form/index.js';
import { askForCode, contactPayload, sendContactWithCode } from './calls.js';
import { useCountdown } from './countdown.js';
import { t } from './contact-form.strings.js';
import type { ContactField, ContactTarget } from './rules.js';

/** The code call's answers (A§8): the service's two code texts; anything else is the generic error. */
const CODE_FAILURES: FailurePolicy = {
  messages: { [OTP_EXPIRED_MESSAGE]: 'Contact_OtpExpired', [OTP_INVALID_MESSAGE]: 'Contact_OtpInvalid' },
};

const CODE_FIELDS = { code: { rules: [otp] } };

export interface CodeStepProps {
  target: ContactTarget;
  /** What the reader typed in the contact form. */
  values: Record<ContactField, string>;
  messageRequired: boolean;
  onSent(successHtml: string): void;
}

/**
 * The one-time code step (A§4, A§5, A§8): the code (trimmed, six digits, its own "required"
 * message), sent with the contact payload; "send a new code" waits {@link OTP_RESEND_WAIT_SECONDS}
 * after each code, with a countdown (the service refuses sooner ones too); an expired code offers
 * a "here" link that sends a new one.
 */
export function CodeStep({ target, values, messageRequired, onSent }: CodeStepProps) {
  // Running from the first render: a code was mailed just before the step opened.
  const [wait, startWait] = useCountdown(OTP_RESEND_WAIT_SECONDS);
  const [round, setRound] = useState(0);
  const [resendFailed, setResendFailed] = useState(false);

  const resend = async () => {
    setResendFailed(false);
    try {
      await askForCode(values.email, values.name, { invisible: await contactActionToken() });
      setRound((r) => r + 1); // a fresh code form: no old code, no old "expired"
      startWait(OTP_RESEND_WAIT_SECONDS);
      announce(t('Contact_CodeResent'));
    } catch {
      setResendFailed(true);
    }
  };

  return (
    <div className="mck-contact">
      <CodeForm key={round} target={target} values={values} messageRequired={messageRequired} onSent={onSent} onResend={resend} />
      {resendFailed && <p className="mck-error" part="error-message" role="alert">{hostT(GENERIC_ERROR_KEY)}</p>}
      <button type="button" className="mck-contact-link" part="resend" disabled={wait > 0} onClick={() => resend()}>{t('Contact_Resend')}</button>
      {wait > 0 && <p className="mck-contact-wait" part="resend-wait">{t('Contact_ResendWait', { seconds: wait })}</p>}
    </div>
  );
}

/** The code and its submit; one per code mailed. */
function CodeForm({ target, values, messageRequired, onSent, onResend }: CodeStepProps & { onResend(): void }) {
  useSignals();
  const introId = useId();
  const form = useForm({
    id: 'contact-code',
    fields: CODE_FIELDS,
    draft: false,
    failures: CODE_FAILURES,
    send: async ({ code }, { signal }) =>
      sendContactWithCode(contactPayload(values, target, messageRequired, code.trim()), await contactActionToken(), signal),
  });
  const expired = form.status.value === 'error' && form.failure.value?.messageKey === 'Contact_OtpExpired';
  const resendFromLink = (event: MouseEvent) => {
    event.preventDefault();
    onResend();
  };
  return (
    <Form form={form} part="code-form" className="mck-contact" labelledBy={introId} onSuccess={onSent}>
      <p id={introId} part="code-intro">{t('Contact_CodeIntro', { email: values.email.trim() })}</p>
      {expired ? <ExpiredMessage onResend={resendFromLink} /> : <FormMessages />}
      <TextField name="code" label={t('Contact_Code')} autoComplete="one-time-code" />
      <SubmitButton requireValid>{t('Contact_CodeSubmit')}</SubmitButton>
    </Form>
  );
}

/** "Your code has expired. Click here to get a new one." with "here" a link that resends. */
function ExpiredMessage({ onResend }: { onResend(event: MouseEvent): void }) {
  const [before, after = ''] = t('Contact_OtpExpired', { here: '\u0000' }).split('\u0000');
  return (
    <p className="mck-error" part="expired-message error-message" role="alert" data-mck-form-failure>
      {before}
      <a href="#resend" className="mck-contact-link" part="expired-link" onClick={onResend}>{t('Contact_OtpExpiredLink')}</a>
      {after}
    </p>
  );
}

