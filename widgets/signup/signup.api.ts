/**
 * The public contract of `<mck-signup>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, navigationUrl, num, oneOf, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import { registrationParts } from '../../core/kits/registration/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import type { User } from '../../core/contracts/user.js';
import { defineStrings } from '../../core/text/i18n.js';

/** The field sets of `<mck-signup>` (A§3 sign-up form; E§5 for the work fields). */
export const SIGNUP_FORM_TYPES = ['basic', 'profile'] as const;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const signupAttributes = {
  heading: text('', { doc: 'Heading of the form; default from the dictionary (Signup_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
  email: text('', { doc: 'Prefills the email field (e.g. what the reader typed into the sign-in form); it wins over the form\'s saved draft.' }),
  source: text('', { doc: 'Where the reader came from (print, save, download, …): sent as the source-registration header and, after sign-up, the return hash `#/{source}`. Empty: "default".' }),
  redirectUrl: navigationUrl('', {
    doc: 'The page to return to after signing up (with the hash `#/{source}`): this site or an origin the page config allows; empty = the stored return route, else home. Anything else is refused and named on the console.',
  }),
  formType: oneOf(SIGNUP_FORM_TYPES, 'basic', {
    doc: '`basic`: email, password, first and last name, country, consent and captcha (A§3); `profile` adds organization (autocomplete), job title and function (E§5).',
  }),
  emailCourses: bool(false, { doc: 'An Email Courses sign-up (the rail\'s form type): no thank-you toast after it (A§4).' }),
  practiceCode: text('', { doc: "The page's practice: after sign-up the reader is subscribed to it (A§4). Empty on the default practice." }),
  locationCountry: text('', { doc: "The page's country (ISO code, e.g. an office page's) for the country default; empty: the visitor's geo-IP country." }),
};

/** The parts of `<mck-signup>`, for `mck-signup::part(…)`; the form's own come from the form and registration kits. */
export const signupParts = /* @__PURE__ */ defineParts({
  base: 'The form.',
  heading: 'The heading.',
  'switch-text': 'The "Already have an account?" line.',
  'switch-link': 'The "Sign in" link.',
}, registrationParts, editorParts);

/** What `<mck-signup>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SignupEvents {
  /**
   * The reader asked for the sign-in form ("Sign in" link, or the server said the email signs in
   * with a social account, A§8 2003), carrying what they typed. Cancelable: a container that swaps
   * the forms itself calls `preventDefault()`; otherwise the page goes to `#/signin`. On the
   * element; bubbles, composed.
   */
  'mck-signup-switch': { email: string };
  /** The account was created and the A§4 after-sign-up steps ran (session set, events sent). On the element. */
  'mck-signup-complete': { user: User };
  /** On `window` (legacy bus: `signed-in`): the new account is signed in. */
  'mck:signed-in': MckEventMap['signed-in'];
  /** On `window` (legacy bus: `subscription-added`): the new account's subscriptions (A§4). */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SignupEvents> {}
}

/** Dictionary keys of `<mck-signup>` with their English defaults. */
export const signupStrings = defineStrings({
  Signup_Heading: 'Create your account',
  Signup_Submit: 'Create account',
  Signup_HaveAccount: 'Already have an account?',
  Signup_SignIn: 'Sign in',
});
export const { t } = signupStrings;
