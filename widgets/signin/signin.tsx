import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type MouseEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { email as emailRule, Form, FormMessages, required, SubmitButton, TextField, useForm, type FailurePolicy } from '../../core/kits/form/index.js';
import { goAfterSignIn, rememberLockedAt } from '../../core/kits/social-login/index.js';
import { reLoginRequiredForSensitiveData, session, sessionPending, signIn, signOut, user } from '../../core/session/session.js';
import { type signinAttributes, t } from './signin.api.js';
import { LockMessage, lockOf, type Lock } from './signin-lock.js';
import { SocialButtons, useSocialReturn } from './signin-social.js';
import meta from './meta.json';

/** The user service's sign-in answers (A§8); anything else (5xx, timeout, network) is generic. */
const SIGN_IN_FAILURES: FailurePolicy = {
  statuses: { 401: 'SignIn_InvalidCredentials', 423: 'SignIn_AccountLocked' },
  codes: { 1005: 'SignIn_AccountLocked' },
};

const fieldsWith = (email: string) => ({
  username: { rules: [required(), emailRule], initial: email },
  password: { rules: [required()], secret: true },
});

/** Where "Create an account" goes when no container takes over (the auth router's sign-up). */
const SIGN_UP_ROUTE = '#/signup';

export function SignIn({ heading, redirectUrl, providers, email, source, host }: WidgetProps<typeof signinAttributes>) {
  useSignals();
  const headingId = useId();
  const [lock, setLock] = useState<Lock | null>(null);
  const socialOutcome = useSocialReturn();
  // A reader signed in but asked to sign in again (A§6, the re-login notice's prompt) gets the form
  // with their own email in it.
  const reLogin = session.peek() && reLoginRequiredForSensitiveData.peek() ? user.peek()?.email ?? '' : '';
  const prefill = email || reLogin;
  const form = useForm({
    id: 'signin',
    tag: meta.tag,
    fields: fieldsWith(prefill),
    // A prefilled email (carried from the sign-up form, or the re-login's) wins over an older draft.
    draft: !prefill,
    failures: SIGN_IN_FAILURES,
    send: async (values) => {
      setLock(null);
      try {
        return await signIn(values.username.trim(), values.password);
      } catch (err) {
        const locked = lockOf(err);
        if (locked) {
          rememberLockedAt(); // A§4: the next sign-in returns here
          setLock(locked);
        }
        throw err;
      }
    },
  });

  // A§2: auth screens render nothing while the session check is pending.
  if (sessionPending.value) return null;

  if (session.value && user.value && !reLoginRequiredForSensitiveData.value) {
    const name = `${user.value.firstName} ${user.value.lastName}`.trim();
    return (
      <div className="signed-in" part="base">
        <p className="status" part="status">{t('SignIn_SignedInAs', { name })}</p>
        <button type="button" className="secondary" part="sign-out" onClick={() => signOut()}>{t('SignIn_SignOut')}</button>
      </div>
    );
  }

  const switchToSignUp = (event: MouseEvent) => {
    if (!fire(host, 'mck-signin-switch', { email: form.values.value.username.trim() }, { cancelable: true })) event.preventDefault();
  };

  return (
    <Form form={form} part="base" labelledBy={headingId} onSuccess={() => goAfterSignIn(redirectUrl, '[mck-signin] redirect-url')}>
      <h2 id={headingId}>{heading || t('SignIn_Heading')}</h2>
      {lock && form.status.value === 'error' ? <LockMessage lock={lock} /> : <FormMessages />}
      <TextField name="username" type="email" label={t('SignIn_Username')} autoComplete="username" />
      <TextField name="password" type="password" label={t('SignIn_Password')} autoComplete="current-password" />
      <SubmitButton className="primary">{t('SignIn_Submit')}</SubmitButton>
      <p className="switch">
        {t('SignIn_NoAccount')} <a href={SIGN_UP_ROUTE} part="switch" onClick={switchToSignUp}>{t('SignIn_CreateAccount')}</a>
      </p>
      {providers.length > 0 && <SocialButtons providers={providers} returnTo={redirectUrl} source={source} outcome={socialOutcome} />}
    </Form>
  );
}
