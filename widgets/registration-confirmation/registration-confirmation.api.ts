/**
 * The public contract of `<mck-registration-confirmation>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num } from '../../core/host/attributes.js';
import {
  DEFAULT_REDIRECTION_SECONDS,
  REDIRECTION_SECONDS_MAX,
} from './registration-confirmation.redirect.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const registrationConfirmationAttributes = {
  headingLevel: num(2, { min: 1, max: 6, integer: true, doc: 'Level of the confirmation heading, 1 to 6 (1 when the widget is the page\'s content).' }),
  autoRedirectionDuration: num(DEFAULT_REDIRECTION_SECONDS, {
    min: 0, max: REDIRECTION_SECONDS_MAX, integer: true,
    doc: `Seconds before the reader is taken to the saved route (A§9 AUTO_REDIRECTION_DURATION), 0 to ${REDIRECTION_SECONDS_MAX}; 0 goes at once. Absent: the page config's AUTO_REDIRECTION_DURATION constant, else ${DEFAULT_REDIRECTION_SECONDS}.`,
  }),
};

/** The parts of `<mck-registration-confirmation>`, for `mck-registration-confirmation::part(…)`. */
export const registrationConfirmationParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  heading: 'The confirmation heading ("Thank you for registering", or the not-registered one).',
  text: 'The line under the heading.',
  countdown: 'The "Taking you to your page in 5 seconds" line, while the countdown runs.',
  ring: 'The countdown ring beside it (not drawn when the reader prefers reduced motion).',
  continue: 'The "Continue now" link to the saved route.',
});

/**
 * What `<mck-registration-confirmation>` tells the page (name → detail): nothing. It takes the
 * reader to the saved route by itself (or through its plain "Continue now" link).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface RegistrationConfirmationEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegistrationConfirmationEvents> {}
}

/** Dictionary keys of `<mck-registration-confirmation>` with their English defaults. */
export const registrationConfirmationStrings = defineStrings({
  RegistrationConfirmation_RegisteredHeading: 'Thank you for registering',
  RegistrationConfirmation_RegisteredText: 'Your account is ready and you are signed in.',
  RegistrationConfirmation_NotRegisteredHeading: 'Your registration was not completed',
  RegistrationConfirmation_NotRegisteredText: 'We could not create your account. You can try again from the page you came from.',
  RegistrationConfirmation_NoVisitHeading: 'Registration',
  RegistrationConfirmation_NoVisitText: 'This page confirms a registration. Continue to the site from here.',
  RegistrationConfirmation_Countdown: 'Taking you to your page in {seconds} s.',
  RegistrationConfirmation_Announcement: 'You will be taken to your page in {seconds, plural, one {# second} other {# seconds}}.',
  RegistrationConfirmation_Continue: 'Continue now',
});
export const { t } = registrationConfirmationStrings;
