import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { HttpError } from '../../core/session/http.js';
import { navigateTo } from '../../core/page/navigation.js';
import { t } from '../../core/text/i18n.js';
import { session, sessionPending, signIn, signOut, user } from '../../core/session/session.js';
import { email, required, validateForm, type ValidationMessage } from '../../core/text/validation.js';
import type { signinAttributes } from './signin.attributes.js';

type Field = 'username' | 'password';
const RULES = { username: [required(), email], password: [required()] };

/** 401 is wrong credentials; anything else (5xx, timeout, network) is the generic error. */
const failureKey = (err: unknown) =>
  err instanceof HttpError && err.status === 401 ? 'SignIn_InvalidCredentials' : 'Common_GenericError';

export function SignIn({ heading, redirectUrl }: WidgetProps<typeof signinAttributes>) {
  useSignals();
  const id = useId();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationMessage>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm<Field>(values, RULES);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await signIn(values.username.trim(), values.password);
      navigateTo(redirectUrl, '[mck-signin] redirect-url');
    } catch (err) {
      // Typed input stays; only the message changes.
      setFailure(failureKey(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, type: string, label: string, autoComplete: string) => {
    const error = errors[name];
    return (
      <label part="field">
        {t(label)}
        <input
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
        {error && <span className="field-error" id={`${id}-${name}-error`}>{t(error.key, error.vars)}</span>}
      </label>
    );
  };

  return (
    <form part="base" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading || t('SignIn_Heading')}</h2>
      {field('username', 'email', 'SignIn_Username', 'username')}
      {field('password', 'password', 'SignIn_Password', 'current-password')}
      <div role="alert" className="mck-error-slot">
        {failure && <p className="mck-error" part="error-message">{t(failure)}</p>}
      </div>
      <button type="submit" className="primary" part="submit" disabled={busy} aria-busy={busy}>{t('SignIn_Submit')}</button>
    </form>
  );
}
