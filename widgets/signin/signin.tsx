import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { email, Form, FormMessages, required, SubmitButton, TextField, useForm, type FailurePolicy } from '../../core/kits/form/index.js';
import { navigateTo } from '../../core/page/navigation.js';
import { t } from '../../core/text/i18n.js';
import { session, sessionPending, signIn, signOut, user } from '../../core/session/session.js';
import type { signinAttributes } from './signin.attributes.js';

/** The user service's sign-in answers (A§8); anything else (5xx, timeout, network) is generic. */
const SIGN_IN_FAILURES: FailurePolicy = {
  statuses: { 401: 'SignIn_InvalidCredentials', 423: 'SignIn_AccountLocked' },
  codes: { 1005: 'SignIn_AccountLocked' },
};

const FIELDS = {
  username: { rules: [required(), email] },
  password: { rules: [required()], secret: true },
};

export function SignIn({ heading, redirectUrl }: WidgetProps<typeof signinAttributes>) {
  useSignals();
  const headingId = useId();
  const form = useForm({
    id: 'signin',
    fields: FIELDS,
    failures: SIGN_IN_FAILURES,
    send: (values) => signIn(values.username.trim(), values.password),
  });

  // A§2: auth screens render nothing while the session check is pending.
  if (sessionPending.value) return null;

  if (session.value && user.value) {
    const name = `${user.value.firstName} ${user.value.lastName}`.trim();
    return (
      <div className="signed-in" part="base">
        <p className="status" part="status">{t('SignIn_SignedInAs', { name })}</p>
        <button type="button" className="secondary" part="sign-out" onClick={() => signOut()}>{t('SignIn_SignOut')}</button>
      </div>
    );
  }

  return (
    <Form form={form} part="base" labelledBy={headingId} onSuccess={() => navigateTo(redirectUrl, '[mck-signin] redirect-url')}>
      <h2 id={headingId}>{heading || t('SignIn_Heading')}</h2>
      <FormMessages />
      <TextField name="username" type="email" label={t('SignIn_Username')} autoComplete="username" />
      <TextField name="password" type="password" label={t('SignIn_Password')} autoComplete="current-password" />
      <SubmitButton className="primary">{t('SignIn_Submit')}</SubmitButton>
    </Form>
  );
}
