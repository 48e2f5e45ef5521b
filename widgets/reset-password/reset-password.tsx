import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { ACCOUNT_CODES } from '../../core/contracts/account.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import {
  Form, FormMessages, matches, password, required, SubmitButton, TextField, useForm, type FailurePolicy,
} from '../../core/kits/form/index.js';
import { safeNavigationUrl } from '../../core/page/navigation.js';
import { HttpError } from '../../core/session/http.js';
import { type resetPasswordAttributes, t } from './reset-password.api.js';
import { resetAndSignIn, resetLinkOf } from './reset-password.calls.js';
import meta from './meta.json';

/** A§8 reset codes (which is which: core/contracts/account.ts); 6008 is the invalid-link state instead. */
const FAILURES: FailurePolicy = {
  codes: {
    [ACCOUNT_CODES.RESET_ACCOUNT_GONE]: 'ResetPassword_AccountGone',
    [ACCOUNT_CODES.RESET_PASSWORD_REFUSED]: 'ResetPassword_PasswordRefused',
  },
};

const FIELDS = {
  // The link does not carry the email, so the page checks strength without it; the service checks
  // again with the account's email (code 6011).
  password: { rules: [required(), password('')], secret: true },
  confirm: { rules: [required(), matches((values) => values.password)], secret: true },
};

export function ResetPassword({ heading, headingLevel, forgotPasswordUrl }: WidgetProps<typeof resetPasswordAttributes>) {
  useSignals();
  const headingId = useId();
  const [link] = useState(() => resetLinkOf(location.search));
  const linkRefused = useSignal(false);
  const form = useForm({
    id: 'reset-password',
    tag: meta.tag,
    fields: FIELDS,
    failures: FAILURES,
    draft: false,
    send: async (values, { signal }) => {
      try {
        return await resetAndSignIn(link!, values.password, signal);
      } catch (error) {
        if (error instanceof HttpError && error.code === ACCOUNT_CODES.RESET_LINK_INVALID) linkRefused.value = true;
        throw error;
      }
    },
  });
  const Heading = `h${headingLevel}` as 'h2';
  const title = <Heading id={headingId} className="heading" part="heading">{heading || t('ResetPassword_Heading')}</Heading>;
  const askAgain = safeNavigationUrl(forgotPasswordUrl);

  if (!link || linkRefused.value) {
    return (
      <section className="reset-password" part="base" aria-labelledby={headingId}>
        {title}
        <p className="mck-error" part="invalid-link" role="alert">{t('ResetPassword_InvalidLink')}</p>
        {askAgain && <a className="ask-again" part="ask-again" href={askAgain}>{t('ResetPassword_AskAgain')}</a>}
      </section>
    );
  }
  if (form.status.value === 'success') {
    return (
      <section className="reset-password" part="base" aria-labelledby={headingId}>
        {title}
        <p className="success" part="success-message" role="status">{t('ResetPassword_Success')}</p>
      </section>
    );
  }
  return (
    <Form form={form} className="reset-password" part="base" labelledBy={headingId}>
      {title}
      <FormMessages />
      <TextField name="password" type="password" label={t('ResetPassword_Password')} autoComplete="new-password" />
      <TextField name="confirm" type="password" label={t('ResetPassword_Confirm')} autoComplete="new-password" />
      <SubmitButton className="primary">{t('ResetPassword_Submit')}</SubmitButton>
    </Form>
  );
}
