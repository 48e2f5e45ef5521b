/**
 * The public contract of `<mck-subscribe-link>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const subscribeLinkAttributes = {
  heading: text('', { doc: 'Heading; default from the dictionary (SubscribeLink_Heading).' }),
  headingLevel: num(1, { min: 1, max: 6, integer: true, doc: 'Level of the heading, 1 to 6 (the page\'s main heading by default).' }),
  subcode: text('', { doc: 'Alert code(s) to subscribe to, comma-separated; default the page URL\'s `subcode` (A§2).' }),
  eid: text('', { doc: 'The encrypted user id; default the page URL\'s `eid`.' }),
  cid: text('', { doc: 'The campaign id sent with the subscription; default the page URL\'s `cid`, if any.' }),
};

/** The parts of `<mck-subscribe-link>`, for `mck-subscribe-link::part(…)`. */
export const subscribeLinkParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper; `data-state` is loading, success, already, user-not-found, sub-not-found, empty-code, api-error or server-message.',
  heading: 'The heading.',
  message: 'The message of the current state (a polite live region).',
});

/** What `<mck-subscribe-link>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SubscribeLinkEvents {
  /** On `window` (legacy bus: `subscription-added`): the link subscribed the reader to these codes. */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SubscribeLinkEvents> {}
}

/** Dictionary keys of `<mck-subscribe-link>` with their English defaults. */
export const subscribeLinkStrings = defineStrings({
  SubscribeLink_Heading: 'Email subscription',
  SubscribeLink_Loading: 'Confirming your subscription…',
  SubscribeLink_Success: 'Thank you. You are now subscribed to {titles}.',
  SubscribeLink_Already: 'You are already subscribed to {titles}.',
  SubscribeLink_UserNotFound: 'We could not find your account. Please check the link in your email.',
  SubscribeLink_SubNotFound: 'We could not find this subscription.',
  SubscribeLink_EmptyCode: 'This subscription link is incomplete. Please use the full link from your email.',
  SubscribeLink_ApiError: 'We could not complete your subscription. Please try again later.',
});
export const { t } = subscribeLinkStrings;
