import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { t as hostText } from '../../core/host/host.strings.js';
import { useResource } from '../../core/kits/async/index.js';
import { announce } from '../../core/page/announce.js';
import { emit } from '../../core/page/events.js';
import { readRaw, STORAGE_KEYS } from '../../core/page/storage.js';
import { premium, session, sessionPending, user } from '../../core/session/session.js';
import { type registrationRailAttributes, t } from './registration-rail.api.js';
import { NestedForm, type FormMode } from './registration-rail.forms.js';
import { RailHeading } from './registration-rail.heading.js';
import { codesOf, isSubscribed, profileCompleteOf, railView, type FormType, type RailView } from './registration-rail.rules.js';
import { addReaderSubscriptions } from '../../core/kits/subscriptions/index.js';

type Props = WidgetProps<typeof registrationRailAttributes>;

/** HTML's deepest heading: the nested forms' level is the rail's plus one, at most this. */
const MAX_HEADING_LEVEL = 6;

const INVITATION_HEADINGS = {
  'email-courses': 'RegistrationRail_Heading_EmailCourses',
  'mq-digital': 'RegistrationRail_Heading_MqDigital',
  'ub-page': 'RegistrationRail_Heading_UbPage',
  'insights-store': 'RegistrationRail_Heading_InsightsStore',
} as const satisfies Record<FormType, string>;

/** The CMS texts of a view, with the defaults for empty ones. */
function textsOf(view: Exclude<RailView, 'nothing'>, p: Props) {
  switch (view) {
    case 'register':
    case 'signin':
      return { heading: p.heading, fallback: t(INVITATION_HEADINGS[p.formType]), field: 'Heading', description: p.description, descriptionField: 'Description' };
    case 'subscribe':
      return { heading: p.subscribeHeading, fallback: t('RegistrationRail_SubscribeHeading'), field: 'Subscribe heading', description: p.subscribeDescription, descriptionField: 'Subscribe description' };
    case 'profile':
      return { heading: p.profileHeading, fallback: t('RegistrationRail_ProfileHeading'), field: 'Profile heading', description: p.profileDescription, descriptionField: 'Profile description' };
    case 'confirmation':
      return {
        heading: p.confirmationHeading,
        fallback: t(p.formType === 'email-courses' ? 'RegistrationRail_ConfirmationHeading_EmailCourses' : 'RegistrationRail_ConfirmationHeading'),
        field: 'Confirmation heading', description: p.confirmationDescription, descriptionField: 'Confirmation description',
      };
  }
}

export function RegistrationRail(props: Props) {
  useSignals();
  const { host, formType, subscriptionCodes, headingLevel, source, redirectUrl, profileUrl } = props;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codes = useMemo(() => codesOf(subscriptionCodes), [subscriptionCodes]);
  const [form, setForm] = useState<{ mode: FormMode; email: string; switched: boolean }>({ mode: 'register', email: '', switched: false });
  const formMounted = useRef(false);

  const subscribe = useResource(async (wanted: readonly string[], signal: AbortSignal) => {
    const reader = user.value;
    if (!reader) throw new Error('[mck-registration-rail] no signed-in user to subscribe');
    const updated = await addReaderSubscriptions(reader, wanted, signal);
    user.value = updated; // every widget sees the new set
    emit('subscription-added', { codes: wanted.filter((code) => !reader.subscriptions.includes(code)) });
    return updated;
  });
  const { status } = subscribe.state.value;

  const reader = user.value;
  const view = railView({
    // A session whose user could not be loaded has nothing to show either: no flash of an offer.
    pending: sessionPending.value || (session.value && !reader),
    signedIn: session.value,
    premium: premium.value,
    subscriptions: reader?.subscriptions ?? [],
    profileComplete: profileCompleteOf(reader, readRaw('localStorage', STORAGE_KEYS.profileComplete) === 'true'),
  }, { formType, codes, switchedToSignIn: form.mode === 'signin', justSubscribed: status === 'ready' });

  const onSwitch = useCallback((mode: FormMode, email: string) => setForm({ mode, email, switched: true }), []);
  // Registering here is asking for what the rail offers: the new reader gets its codes at once.
  const onRegistered = useCallback((registered: unknown) => {
    if (registered && codes.length && !isSubscribed(user.value?.subscriptions ?? [], codes)) void subscribe.run(codes);
  }, [codes, subscribe]);

  useFocusFollowsView(host, view, headingRef);
  useEffect(() => {
    if (status === 'ready') announce(headingRef.current?.textContent ?? '');
  }, [status]);

  const formShown = view === 'register' || view === 'signin';
  if (formShown && !formMounted.current) formMounted.current = true;
  // Once shown, the nested form stays mounted (hidden) when the view changes: a sign-up goes on after
  // it signed the reader in (its A§4 steps) and ends with mck-signup-complete, which the rail
  // hears only while the form is still in its tree.
  const nestedForm = formMounted.current && (
    <NestedForm mode={form.mode} hidden={!formShown} email={form.email} source={source} redirectUrl={redirectUrl}
      heading={props.formHeading} headingLevel={Math.min(headingLevel + 1, MAX_HEADING_LEVEL)}
      emailCourses={formType === 'email-courses'} focus={form.switched}
      onSwitch={onSwitch} onRegistered={onRegistered} />
  );
  if (view === 'nothing' && !nestedForm) return null;
  const texts = view === 'nothing' ? null : textsOf(view, props);
  return (
    <section className="rail" part="base" aria-labelledby={texts ? headingId : undefined} data-view={view} hidden={!texts}>
      {texts && <RailHeading level={headingLevel} text={texts.heading} fallback={texts.fallback} field={texts.field} id={headingId} headingRef={headingRef} />}
      {texts && <EditorField name={texts.descriptionField} value={texts.description} as="p" className="description" part="description" />}
      {nestedForm}
      {view === 'subscribe' && (
        <>
          {status === 'error' && <p className="error mck-error" part="error-message" role="alert">{hostText('Common_GenericError')}</p>}
          <button type="button" className="primary" part="subscribe" aria-disabled={status === 'loading'}
            onClick={() => { if (status !== 'loading') void subscribe.run(codes); }}>
            {t('RegistrationRail_Subscribe')}
          </button>
        </>
      )}
      {view === 'profile' && <a className="primary" part="profile-link" href={profileUrl}>{t('RegistrationRail_ProfileLink')}</a>}
    </section>
  );
}

/**
 * When the rail's content changes while the reader is in it (signed in through the nested form,
 * subscribed), focus goes to the new heading instead of being lost with the removed control. A
 * switch between the two forms moves focus into the new form instead (NestedForm).
 */
function useFocusFollowsView(host: HTMLElement, view: RailView, headingRef: RefObject<HTMLHeadingElement | null>) {
  const readerInside = useRef(false);
  const previous = useRef(view);
  useEffect(() => {
    const focusIn = () => { readerInside.current = true; };
    // relatedTarget null: focus left with a removed control, or the window lost it; still "inside".
    const focusOut = (event: FocusEvent) => { if (event.relatedTarget) readerInside.current = false; };
    host.addEventListener('focusin', focusIn);
    host.addEventListener('focusout', focusOut);
    return () => { host.removeEventListener('focusin', focusIn); host.removeEventListener('focusout', focusOut); };
  }, [host]);
  useEffect(() => {
    const formSwitch = (a: RailView, b: RailView) => (a === 'register' && b === 'signin') || (a === 'signin' && b === 'register');
    if (previous.current !== view && !formSwitch(previous.current, view) && readerInside.current) headingRef.current?.focus();
    previous.current = view;
  }, [view, headingRef]);
}
