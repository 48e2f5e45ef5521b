/**
 * The public contract of `<mck-signin>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { AttributeError, type AttributeKind, navigationUrl, text } from '../../core/host/attributes.js';
import {
  isSocialProviderId,
  SOCIAL_PROVIDER_IDS,
  type SocialProviderId,
} from '../../core/contracts/social-login.js';
import { defineParts } from '../../core/host/parts.js';
import { formParts } from '../../core/kits/form/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import { defineStrings } from '../../core/text/i18n.js';

/** A list of provider ids, separated by spaces or commas; an unknown id is an error, empty → none. */
const providerList: AttributeKind<readonly SocialProviderId[]> = {
  kind: 'string',
  reflect: true,
  default: JSON.stringify(SOCIAL_PROVIDER_IDS.join(' ')),
  doc: `The social login buttons, in order: provider ids separated by spaces (${SOCIAL_PROVIDER_IDS.map((id) => `\`${id}\``).join(', ')}); absent = all five, empty = none. An unknown id is an error.`,
  parse(raw) {
    if (raw == null) return SOCIAL_PROVIDER_IDS;
    const ids = String(raw).split(/[\s,]+/).filter(Boolean);
    const unknown = ids.filter((id) => !isSocialProviderId(id));
    if (unknown.length) throw new AttributeError(`unknown provider "${unknown[0]}"; expected ids among ${SOCIAL_PROVIDER_IDS.join(', ')}`);
    return [...new Set(ids)] as SocialProviderId[];
  },
};

export const signinAttributes = {
  heading: text('', { doc: 'Heading text; default from the dictionary (SignIn_Heading).' }),
  redirectUrl: navigationUrl('', {
    doc: 'Where to go after signing in: this site or an origin the page config allows (`navigationOrigins`); empty = stay on the page. Anything else is refused and named on the console. A sign-in after a locked account returns to the page of the lock instead (A§4).',
  }),
  providers: providerList,
  email: text('', { doc: 'Prefills the email address (e.g. carried over from the sign-up form); the form then keeps no draft of it.' }),
  source: text('', { doc: 'Why the reader signs in (A§2 `source`: save, download, print, …); carried to the registration page when a social sign-in has no account yet.' }),
};

/** The parts of `<mck-signin>`, for `mck-signin::part(…)`; the form's own come from the form kit. */
export const signinParts = /* @__PURE__ */ defineParts({
  base: 'The form, or the signed-in panel.',
  status: '"Signed in as …".',
  'sign-out': 'The sign-out button.',
  lock: 'The locked-account message (with `error-message`).',
  social: 'The social login group: its heading and buttons.',
  'social-button': 'One "Continue with …" button.',
  'social-message': 'What came of a social sign-in that did not sign in (cancelled, failed).',
  switch: 'The "Create an account" link.',
}, formParts);

/**
 * What `<mck-signin>` tells the page (name → detail); each member's JSDoc is its manifest entry.
 * The page-wide ones are the session core's events, which signing in or out here causes.
 */
export interface SigninEvents {
  /**
   * The "Create an account" link was followed, with what is typed in the email field. Cancelable:
   * a container that calls `preventDefault()` (the registration rail) swaps in the sign-up form
   * itself; otherwise the link goes to `#/signup`.
   */
  'mck-signin-switch': { email: string };
  /** On `window` (legacy bus: `signed-in`): a reader signed in, here or in another widget or tab. */
  'mck:signed-in': MckEventMap['signed-in'];
  /** On `window` (legacy bus: `signed-out`): the reader signed out. */
  'mck:signed-out': MckEventMap['signed-out'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SigninEvents> {}
}

/** Dictionary keys of `<mck-signin>` with their English defaults. */
export const signinStrings = defineStrings({
  SignIn_Heading: 'Sign in',
  SignIn_Username: 'Email address',
  SignIn_Password: 'Password',
  SignIn_Submit: 'Sign in',
  SignIn_InvalidCredentials: 'The email address or password you entered is incorrect.',
  SignIn_AccountLocked: 'Your account is locked. Try again later.',
  SignIn_AccountLockedFor: 'Your account is locked after too many failed sign-ins. Try again in {minutes} min.',
  SignIn_SignedInAs: 'Signed in as {name}',
  SignIn_SignOut: 'Sign out',
  SignIn_SocialHeading: 'Or sign in with',
  SignIn_WithProvider: 'Continue with {provider}',
  SignIn_SocialCancelled: 'Sign-in with the provider was cancelled.',
  SignIn_SocialFailed: 'Signing in with the provider did not work. Please try again.',
  SignIn_CreateAccount: 'Create an account',
  SignIn_NoAccount: 'New here?',
});
export const { t } = signinStrings;
