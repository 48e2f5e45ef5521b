import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { registrationCaptcha } from '../../core/kits/captcha/index.js';
import { Form, FormMessages, SubmitButton, useForm } from '../../core/kits/form/index.js';
import {
  AccountFields, accountFields, afterSignUp, consentDefault, PrivacyText, register, RegistrationCaptcha,
  REGISTRATION_FAILURES, registrationPayload, goToSignIn, SIGN_IN_ROUTE, registrationSend, revealCaptcha, useCountryDefault, type AccountField,
} from '../../core/kits/registration/index.js';
import type { User } from '../../core/contracts/user.js';
import { session, sessionPending } from '../../core/session/session.js';
import { type signupAttributes, t } from './signup.api.js';

/**
 * The sign-up form (A§3, A§5): the account fields of the registration kit, the captcha, privacy
 * text; after the account is created, the kit's A§4 steps, then `mck-signup-complete`.
 */
export function Signup({ host, heading, headingLevel, email, source, redirectUrl, formType, emailCourses, practiceCode, locationCountry }: WidgetProps<typeof signupAttributes>) {
  useSignals();
  const headingId = useId();
  const profile = formType === 'profile';
  const form = useForm<AccountField, User>({
    id: `signup-${formType}`,
    fields: accountFields({ profile, initial: { ...(email ? { email } : {}), occasionalEmail: consentDefault(locationCountry) } }),
    // An email carried in (from the sign-in form, the rail's switch) wins over an older draft.
    draft: !email,
    failures: REGISTRATION_FAILURES,
    captcha: registrationCaptcha(false),
    send: (values, { captcha, signal }) => registrationSend(
      () => register(registrationPayload(values, { practiceCode }), { captchaToken: captcha, source, signal }),
      {
        captchaRefused: () => requestAnimationFrame(() => host.shadowRoot && revealCaptcha(host.shadowRoot)),
        socialAccount: () => switchToSignIn(),
      },
    ),
  });
  useCountryDefault(form, locationCountry);
  // Editors see a placeholder where the heading attribute is empty (the default shows to readers).
  const editing = useEditorMode();

  /** Fires the cancelable switch event; true when no listener took it over. */
  function switchToSignIn(): boolean {
    const email = (form.values.peek().email ?? '').trim();
    const proceed = fire(host, 'mck-signup-switch', { email }, { cancelable: true });
    if (proceed) goToSignIn(email);
    return proceed;
  }

  async function completed(user: User) {
    const signedUp = await afterSignUp(user, { source, redirectUrl, stayOnPage: true, practiceCode, emailCourses, owner: '[mck-signup]' });
    fire(host, 'mck-signup-complete', { user: signedUp });
  }

  // A§2, A§6: an auth screen renders nothing while the session check runs, or for a signed-in reader.
  if (sessionPending.value || (session.value && form.status.value !== 'success')) return null;

  return (
    <Form form={form} className="signup" part="base" labelledBy={headingId} onSuccess={(user) => void completed(user)}>
      <EditorField name="Heading" value={editing ? heading : heading || t('Signup_Heading')} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" id={headingId} />
      <FormMessages />
      <AccountFields profile={profile} />
      <PrivacyText />
      <RegistrationCaptcha />
      <SubmitButton className="primary">{t('Signup_Submit')}</SubmitButton>
      <p className="switch" part="switch-text">
        {t('Signup_HaveAccount')}{' '}
        <a
          href={SIGN_IN_ROUTE} part="switch-link"
          onClick={(event) => {
            event.preventDefault();
            switchToSignIn();
          }}
        >{t('Signup_SignIn')}</a>
      </p>
    </Form>
  );
}
