import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useId, useRef, useState } from 'react';
import type { User } from '../../core/contracts/user.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { t as hostText } from '../../core/host/host.strings.js';
import { useResource } from '../../core/kits/async/index.js';
import { SubscriptionChoices, afterSignUp, registrationQuery } from '../../core/kits/registration/index.js';
import { navigateTo } from '../../core/page/navigation.js';
import { acceptSignIn, session, sessionPending, signedInDuringPage } from '../../core/session/session.js';
import { AccountStep } from './registration-stepper.account-step.js';
import { type registrationStepperAttributes, t } from './registration-stepper.api.js';
import {
  FIRST_STEP, HOME_PATH, TOTAL_STEPS, backFromFirstChoice, categoryOf, isLastStep, type Step,
} from './registration-stepper.steps.js';
import { addReaderSubscriptions } from '../../core/kits/subscriptions/index.js';

const OWNER = '[mck-registration-stepper]';

/** Each step's name in the step list and its heading, in step order. */
const STEP_TEXTS = [
  ['RegistrationStepper_AccountStep', 'RegistrationStepper_AccountHeading'],
  ['RegistrationStepper_NewslettersStep', 'RegistrationStepper_NewslettersHeading'],
  ['RegistrationStepper_AlertsStep', 'RegistrationStepper_AlertsHeading'],
  ['RegistrationStepper_GuidesStep', 'RegistrationStepper_GuidesHeading'],
] as const satisfies ReadonlyArray<readonly [Parameters<typeof t>[0], Parameters<typeof t>[0]]>;

export function RegistrationStepper({ host, headingLevel, source, redirectUrl, practiceCode, locationCountry, editorStep }: WidgetProps<typeof registrationStepperAttributes>) {
  useSignals();
  const headingId = useId();
  const editing = useEditorMode();
  const [query] = useState(() => registrationQuery(location.search, OWNER));
  const origin = { source: source || query.source, redirectUrl: redirectUrl || query.redirectUrl };
  const [current, setCurrent] = useState<Step>(FIRST_STEP);
  // Editors see the step the attribute names; readers start at step 1, always.
  const step: Step = editing ? (editorStep as Step) : current;
  // The account this stepper created at step 1 (signed in since then).
  const [account, setAccount] = useState<User | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [finishing, setFinishing] = useState(false);
  const save = useResource((codes: string[], signal: AbortSignal) => addReaderSubscriptions(account!, codes, signal), { isEmpty: () => false });
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A§2: a reader who arrives signed in has nothing to register and goes home. Not the reader this
  // stepper signs in at step 1, nor one who signs in with another widget on the page (the session's
  // signedInDuringPage: the stepper then shows nothing, as the sign-up form). Already on the home
  // path (a CMS page at "/" printing the stepper) it shows nothing instead: going "home" again
  // would reload the same page, and the stepper with it, for ever.
  const arrivedSignedIn = !sessionPending.value && session.value && !signedInDuringPage.value;
  const sendHome = !editing && arrivedSignedIn && location.pathname !== HOME_PATH;
  useEffect(() => {
    if (sendHome) navigateTo(HOME_PATH, OWNER);
  }, [sendHome]);

  // Each step change moves focus to the new step's heading, so the reader hears where they are.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
    fire(host, 'mck-registration-stepper-step', { step: current });
  }, [current, host]);

  if (!editing && !account && (sessionPending.value || session.value)) return null;

  const registered = (user: User) => {
    acceptSignIn(user);
    setAccount(user);
    setCurrent(2);
  };
  const back = () => {
    if (editing) return;
    if (current === 2) navigateTo(backFromFirstChoice(origin), OWNER);
    else setCurrent((current - 1) as Step);
  };
  const submit = async () => {
    if (editing || finishing || !account) return;
    setFinishing(true);
    const saved = await save.run(chosen);
    if (!saved) {
      setFinishing(false);
      return;
    }
    fire(host, 'mck-registration-stepper-complete', { user: saved });
    // A§4 after a sign-up: session, practice subscription, events, toast, cookies, then the redirect.
    await afterSignUp(saved, { source: origin.source, redirectUrl: origin.redirectUrl, practiceCode, owner: OWNER });
  };

  const category = categoryOf(step);
  const [, headingKey] = STEP_TEXTS[step - 1]!;
  const failed = save.state.value.status === 'error' && !finishing;
  return (
    <section className="registration-stepper" part="base" aria-busy={finishing}>
      <p className="progress" part="progress">{t('RegistrationStepper_Progress', { step, total: TOTAL_STEPS })}</p>
      <ol className="steps" part="steps" aria-label={t('RegistrationStepper_Steps')}>
        {STEP_TEXTS.map(([nameKey], index) => (
          <li key={nameKey} className="step" part="step" aria-current={index + 1 === step ? 'step' : undefined}>{t(nameKey)}</li>
        ))}
      </ol>
      {createElement(`h${headingLevel}`, { id: headingId, ref: heading, tabIndex: -1, className: 'heading', part: 'heading' }, t(headingKey))}
      {category === null ? (
        <AccountStep headingId={headingId} root={host.shadowRoot ?? host} locationCountry={locationCountry} onRegistered={registered} />
      ) : (
        <div className="choices" role="group" aria-labelledby={headingId}>
          {failed && <p className="banner error" part="error-banner" role="alert">{hostText('Common_GenericError')}</p>}
          <SubscriptionChoices key={category} categories={[category]} selected={chosen} onChange={setChosen} />
          {finishing && <p className="loading" part="loading" role="status">{t('RegistrationStepper_Saving')}</p>}
          <div className="actions">
            <button type="button" className="secondary" part="back" onClick={back}>{t('RegistrationStepper_Back')}</button>
            {isLastStep(step) ? (
              <button type="button" className="primary" part="submit" aria-disabled={finishing || undefined} aria-busy={finishing} onClick={() => void submit()}>
                {t('RegistrationStepper_Submit')}
              </button>
            ) : (
              <button type="button" className="primary" part="continue" onClick={() => !editing && setCurrent((current + 1) as Step)}>
                {t('RegistrationStepper_Continue')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
