import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { isPending } from '../../core/kits/async/index.js';
import { registrationCaptcha } from '../../core/kits/captcha/index.js';
import { Form, FormMessages, SubmitButton, useForm } from '../../core/kits/form/index.js';
import {
  AccountFields, accountFields, afterSignUp, clearTemporaryCookiesOnLeave, consentDefault, goToSignIn, hasSource, PrivacyText,
  register, RegistrationCaptcha, REGISTRATION_FAILURES, registrationPayload, registrationQuery, registrationSend,
  revealCaptcha, scrollToTop, singleSignOnToken, SubscriptionChoices, useChoiceCatalogue, useCountryDefault, type AccountField, type AccountValues,
} from '../../core/kits/registration/index.js';
import type { User } from '../../core/contracts/user.js';
import { getConfig } from '../../core/page/config.js';
import { navigateTo } from '../../core/page/navigation.js';
import { session, sessionPending, signedInDuringPage } from '../../core/session/session.js';
import { type registrationAttributes, t } from './registration.api.js';
import { headingFor } from './registration.heading.js';

/** The query's prefill (A§2): only what it carries, so the form's own defaults stay otherwise. */
function prefillOf(query: ReturnType<typeof registrationQuery>, locationCountry: string): AccountValues {
  const values: AccountValues = { occasionalEmail: consentDefault(locationCountry) };
  if (query.email) values.email = query.email;
  if (query.firstName) values.firstname = query.firstName;
  if (query.lastName) values.lastname = query.lastName;
  return values;
}

/**
 * The registration page (A§2, A§4, A§5, A§8): the query's variant, the account form with every
 * field of the kit, subscription choices, privacy text and captcha; the A§4 steps after success.
 */
export function Registration({ host, heading, headingLevel, redirectUrl, practiceCode, locationCountry }: WidgetProps<typeof registrationAttributes>) {
  useSignals();
  const headingId = useId();
  const editing = useEditorMode();
  const [query] = useState(() => registrationQuery(location.search, '[mck-registration]'));
  const { singleSignOn } = query;
  const [prefill] = useState(() => prefillOf(query, locationCountry));
  const [subscriptions, setSubscriptions] = useState<string[]>([]);
  const catalogue = useChoiceCatalogue();
  const registered = useRef(false);
  const form = useForm<AccountField, User>({
    id: 'registration',
    draft: false,
    fields: accountFields({ profile: true, singleSignOn, initial: prefill }),
    failures: REGISTRATION_FAILURES,
    captcha: registrationCaptcha(singleSignOn),
    send: (values, { captcha, signal }) => registrationSend(
      () => register(
        registrationPayload({ ...values, ...(singleSignOn ? { email: query.email } : {}) }, { subscriptions, practiceCode }),
        { captchaToken: captcha, source: query.source, singleSignOnToken: singleSignOn ? singleSignOnToken() : null, signal },
      ),
      {
        captchaRefused: () => requestAnimationFrame(() => host.shadowRoot && revealCaptcha(host.shadowRoot)),
        socialAccount: () => goToSignIn((values.email ?? query.email).trim()),
        // After the form kit has brought its banner into view (it does so once the send settles).
        otherFailure: () => requestAnimationFrame(() => scrollToTop()),
      },
    ),
  });
  useCountryDefault(form, locationCountry);

  // A§2 "a name or email in the query prefills and validates the fields": their messages show at once.
  useEffect(() => {
    for (const name of ['email', 'firstname', 'lastname'] as const) if (prefill[name]) form.blur(name);
  }, [form, prefill]);
  // A§4: the temporary single-sign-on cookies are also cleared when the page goes away.
  useEffect(() => (singleSignOn ? clearTemporaryCookiesOnLeave() : undefined), [singleSignOn]);
  // A§6: a reader who arrives signed in has nothing to register: home. Not the reader who just
  // registered here or signed in with another widget on the page (then it shows nothing), nor on the
  // home page itself (a CMS page at "/" printing the form would reload for ever).
  const signedIn = session.value && !sessionPending.value;
  const arrivedSignedIn = signedIn && !signedInDuringPage.value;
  useEffect(() => {
    const home = getConfig()?.homePath ?? '/';
    if (arrivedSignedIn && !registered.current && location.pathname !== home) navigateTo(home, '[mck-registration] home path');
  }, [arrivedSignedIn]);

  async function completed(user: User) {
    const signedUp = await afterSignUp(user, {
      source: query.source, pdfUrl: query.pdfUrl, redirectUrl: query.redirectUrl || redirectUrl, practiceCode, owner: '[mck-registration]',
    });
    fire(host, 'mck-registration-complete', { user: signedUp });
  }

  if (sessionPending.value || (signedIn && !registered.current)) return null;
  // The form shows once the choice list is in or has failed: the list comes above the account
  // fields, and arriving after them it would push them down under the reader's eyes.
  if (isPending(catalogue)) return null;

  const account: ReactNode = <AccountFields profile singleSignOn={singleSignOn} key="account" />;
  const choices: ReactNode = <SubscriptionChoices catalogue={catalogue} selected={subscriptions} onChange={setSubscriptions} key="choices" />;
  return (
    <Form
      form={form} className="registration" part="base" labelledBy={headingId}
      onSuccess={(user) => {
        registered.current = true;
        void completed(user);
      }}
    >
      {singleSignOn && <p className="banner" part="banner" role="status">{t('Registration_SingleSignOnBanner')}</p>}
      <EditorField
        name="Heading" value={editing ? heading : heading || headingFor(query.source, singleSignOn)}
        as={`h${headingLevel}` as 'h2'} className="heading" part="heading" id={headingId}
      />
      {!singleSignOn && !hasSource(query.source) && <p className="intro" part="intro">{t('Registration_Intro')}</p>}
      <FormMessages />
      {/* A§2: with a source other than "default" the account form comes first. */}
      {hasSource(query.source) ? [account, choices] : [choices, account]}
      <PrivacyText />
      <RegistrationCaptcha />
      <SubmitButton className="primary">{t('Registration_Submit')}</SubmitButton>
    </Form>
  );
}
