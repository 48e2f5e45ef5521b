/**
 * The public contract of `<mck-registration>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, num, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import { registrationParts as kitParts } from '../../core/kits/registration/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import type { User } from '../../core/contracts/user.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const registrationAttributes = {
  heading: text('', { doc: 'Heading of the page; default from the dictionary by variant (Registration_Heading, …Print/Save/Download/Source, …SingleSignOn).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6 (under the page heading).' }),
  redirectUrl: navigationUrl('', {
    doc: 'The page to return to after registering when the query has no `redirectURL`: this site or an origin the page config allows; empty = the stored return route, else home.',
  }),
  practiceCode: text('', { doc: "The page's practice: after registering the reader is subscribed to it (A§4). Empty on the default practice." }),
  locationCountry: text('', { doc: "The page's country (ISO code) for the country default; empty: the visitor's geo-IP country." }),
};

/** The parts of `<mck-registration>`, for `mck-registration::part(…)`; the form's own come from the form and registration kits. */
export const registrationParts = /* @__PURE__ */ defineParts({
  base: 'The form.',
  heading: 'The heading.',
  intro: 'The text under the heading.',
  banner: 'The single-sign-on success banner.',
}, kitParts, editorParts);

/** What `<mck-registration>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface RegistrationEvents {
  /** The account was created and the A§4 after-sign-up steps ran. On the element; bubbles, composed. */
  'mck-registration-complete': { user: User };
  /** On `window` (legacy bus: `signed-in`): the new account is signed in. */
  'mck:signed-in': MckEventMap['signed-in'];
  /** On `window` (legacy bus: `subscription-added`): the new account's subscriptions (A§4). */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegistrationEvents> {}
}

/** Dictionary keys of `<mck-registration>` with their English defaults. */
export const registrationStrings = defineStrings({
  Registration_Heading: 'Register',
  Registration_HeadingPrint: 'Register to print this article',
  Registration_HeadingSave: 'Register to save this article',
  Registration_HeadingDownload: 'Register to download this file',
  Registration_HeadingSource: 'Register to continue',
  Registration_HeadingSingleSignOn: 'Complete account details',
  Registration_Intro: 'Create a free account to save articles, choose newsletters and alerts, and download our reports.',
  Registration_SingleSignOnBanner: 'Your single sign-on link worked. Please complete your account details.',
  Registration_Submit: 'Register',
});
export const { t } = registrationStrings;
