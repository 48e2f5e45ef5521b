/**
 * The public contract of `<mck-registration-rail>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, num, oneOf, text } from '../../core/host/attributes.js';
import { DEFAULT_SOURCE } from '../../core/contracts/registration.js';
import { DEFAULT_FORM_TYPE, FORM_TYPES } from './registration-rail.rules.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import { defineStrings } from '../../core/text/i18n.js';

/** Where the profile variant sends a reader to complete their profile (the account menu's Profile page). */
export const DEFAULT_PROFILE_URL = '/my-account/edit_profile';

const cms = (field: string, shownIn: string) =>
  `${field} ${shownIn}; empty: the form type's default from the dictionary (a placeholder in editor mode).`;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const registrationRailAttributes = {
  formType: oneOf(FORM_TYPES, DEFAULT_FORM_TYPE, {
    doc: 'A§2 form type: "email-courses" (Email Courses), "mq-digital" (MQ digital form), "ub-page" (UB page) or "insights-store" (Insights store page). '
      + 'MQ digital and UB page ask a signed-in reader without job title or organization to complete the profile first; Email Courses shows a subscribed or premium reader a confirmation, the others show nothing.',
  }),
  subscriptionCodes: text('', {
    doc: 'The alert or course codes the rail offers, comma-separated: a signed-in reader subscribes to them with one click (so does a reader who registers here), and a reader who has them all counts as subscribed.',
  }),
  heading: text('', { doc: cms('Heading of the invitation to register', 'shown to visitors') }),
  formHeading: text('', { doc: 'Heading of the nested sign-up form; empty: its own default ("Create an account"). Set it when a page has several rails, so each form has its own name.' }),
  description: text('', { doc: 'Description under the invitation heading (visitors); empty: none (a placeholder in editor mode).' }),
  subscribeHeading: text('', { doc: cms('Heading of the one-click subscription offer', 'shown to signed-in readers') }),
  subscribeDescription: text('', { doc: 'Description of the subscription offer; empty: none (a placeholder in editor mode).' }),
  profileHeading: text('', { doc: cms('Heading of the "complete your profile" variant', 'shown to signed-in readers with an incomplete profile') }),
  profileDescription: text('', { doc: 'Description of the profile variant; empty: none (a placeholder in editor mode).' }),
  confirmationHeading: text('', { doc: cms('Confirmation heading', 'for a subscribed reader (Email Courses) or right after subscribing') }),
  confirmationDescription: text('', { doc: 'Confirmation description; empty: none (a placeholder in editor mode).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the rail\'s heading, 2 to 6.' }),
  source: text(DEFAULT_SOURCE, { doc: `The registration source handed to the nested sign-up form (A§2 source; "${DEFAULT_SOURCE}" is none).` }),
  redirectUrl: navigationUrl('', { doc: 'Where the nested sign-up and sign-in forms go after success: this site or an origin the page config allows; empty: the sign-up comes back to this page (with its `#/{source}` hash, A§4) and the sign-in stays.' }),
  profileUrl: navigationUrl(DEFAULT_PROFILE_URL, { doc: 'The profile page the profile variant links to.' }),
};

/** The parts of `<mck-registration-rail>`, for `mck-registration-rail::part(…)`; the nested forms have their own. */
export const registrationRailParts = /* @__PURE__ */ defineParts({
  base: 'The rail: heading, description and the form or offer of its state.',
  heading: 'The heading.',
  description: 'The description under the heading.',
  form: 'The box holding the nested <mck-signup> or <mck-signin>.',
  subscribe: 'The one-click "Subscribe" button of a signed-in reader.',
  'error-message': 'The message when subscribing failed.',
  'profile-link': 'The link to the profile page (profile variant).',
}, editorParts);

/**
 * What `<mck-registration-rail>` tells the page (name → detail); each member's JSDoc is its manifest
 * entry. The nested `<mck-signup>` and `<mck-signin>` fire their own events (sign-up complete,
 * signed-in); the rail takes over their switch events (`mck-signup-switch`, `mck-signin-switch`:
 * it swaps the form in place instead of following the route), so those stop at the rail.
 */
export interface RegistrationRailEvents {
  /** On `window` (legacy bus: `subscription-added`): a reader subscribed through the rail. */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegistrationRailEvents> {}
}

/** Dictionary keys of `<mck-registration-rail>` with their English defaults. */
export const registrationRailStrings = defineStrings({
  RegistrationRail_Heading_EmailCourses: 'Sign up for this email course',
  RegistrationRail_Heading_MqDigital: 'Register to read the Quarterly online',
  RegistrationRail_Heading_UbPage: 'Register to keep reading',
  RegistrationRail_Heading_InsightsStore: 'Create a free account for our latest insights',
  RegistrationRail_SubscribeHeading: 'Get it in your inbox',
  RegistrationRail_Subscribe: 'Subscribe',
  RegistrationRail_ProfileHeading: 'Complete your profile',
  RegistrationRail_ProfileLink: 'Go to your profile',
  RegistrationRail_ConfirmationHeading_EmailCourses: 'You are enrolled in this email course',
  RegistrationRail_ConfirmationHeading: 'You are subscribed',
});
export const { t } = registrationRailStrings;
