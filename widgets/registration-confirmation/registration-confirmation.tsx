import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { attributeName } from '../../core/host/attributes.js';
import { useEditorMode } from '../../core/host/editor.js';
import { announce } from '../../core/page/announce.js';
import { prefersReducedMotion } from '../../core/page/motion.js';
import { navigateTo } from '../../core/page/navigation.js';
import { type registrationConfirmationAttributes, t } from './registration-confirmation.api.js';
import { useRedirectCountdown } from './registration-confirmation.countdown.js';
import { confirmationVisit, forgetSavedRoute, redirectSeconds, savedRoute } from './registration-confirmation.redirect.js';

const SOURCE = '[mck-registration-confirmation]';

/** The texts of each kind of visit: registered, not registered, or none (the page opened directly). */
const texts = (registered: boolean | null) => (registered === null
  ? [t('RegistrationConfirmation_NoVisitHeading'), t('RegistrationConfirmation_NoVisitText')]
  : registered
    ? [t('RegistrationConfirmation_RegisteredHeading'), t('RegistrationConfirmation_RegisteredText')]
    : [t('RegistrationConfirmation_NotRegisteredHeading'), t('RegistrationConfirmation_NotRegisteredText')]);

export function RegistrationConfirmation({ host, headingLevel, autoRedirectionDuration }: WidgetProps<typeof registrationConfirmationAttributes>) {
  useSignals();
  const editing = useEditorMode();
  // Read once: the query and the cookie describe the visit that opened the page.
  const [visit] = useState(() => confirmationVisit(location.search));
  const [target] = useState(() => savedRoute(visit?.source ?? ''));
  const seconds = redirectSeconds(host.hasAttribute(attributeName('autoRedirectionDuration')) ? autoRedirectionDuration : null);
  // An editor editing the page, or a reader who opened it directly, stays where they are.
  const counting = visit !== null && !editing;
  const leave = () => {
    forgetSavedRoute();
    navigateTo(target, SOURCE);
  };
  const left = useRedirectCountdown(seconds, counting, leave);

  // Said once, politely, when the countdown starts; the visible number changes silently.
  useEffect(() => {
    if (counting && seconds > 0) announce(t('RegistrationConfirmation_Announcement', { seconds }));
  }, [counting, seconds]);

  const [heading, text] = texts(visit ? visit.registered : null);
  const ring = counting && seconds > 0 && !prefersReducedMotion();
  return (
    <section className="registration-confirmation" part="base">
      {createElement(`h${headingLevel}`, { className: 'heading', part: 'heading' }, heading)}
      <p className="text" part="text">{text}</p>
      {counting && seconds > 0 && (
        <p className="countdown" part="countdown">
          {ring && (
            <svg className="ring" part="ring" viewBox="0 0 36 36" aria-hidden="true">
              <circle className="track" cx="18" cy="18" r="15.9" pathLength="100" />
              <circle className="progress" cx="18" cy="18" r="15.9" pathLength="100" style={{ animationDuration: `${seconds}s` }} />
            </svg>
          )}
          <span>{t('RegistrationConfirmation_Countdown', { seconds: Math.max(left, 0) })}</span>
        </p>
      )}
      <a className="continue" part="continue" href={target} onClick={forgetSavedRoute}>{t('RegistrationConfirmation_Continue')}</a>
    </section>
  );
}
