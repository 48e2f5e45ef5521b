/**
 * The public contract of `<mck-one-click-subscribe>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, num, requiredText, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import { formParts } from '../../core/kits/form/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const oneClickSubscribeAttributes = {
  alertCode: requiredText({ doc: 'The practice\'s newsletter or alert code to subscribe to (required).' }),
  heading: text('', { doc: 'Heading; default from the dictionary (OneClickSubscribe_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
  manageUrl: navigationUrl('/my-account/edit_subscriptions', {
    doc: 'The "Manage subscriptions" link a subscribed reader sees: this site or an origin the page config allows.',
  }),
};

/** The parts of `<mck-one-click-subscribe>`, for `mck-one-click-subscribe::part(…)`; the sign-up form's come from the form kit. */
export const oneClickSubscribeParts = /* @__PURE__ */ defineParts({
  base: 'The block: the sign-up form, the one-click offer or the subscribed message.',
  heading: 'The heading.',
  status: '"Subscribe to … with one click." or "You are subscribed to …".',
  manage: 'The "Manage subscriptions" link a subscribed reader sees.',
  subscribe: 'The one-click "Subscribe" button of a signed-in reader.',
}, formParts);

/** What `<mck-one-click-subscribe>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface OneClickSubscribeEvents {
  /** On `window` (legacy bus: `subscription-added`): a signed-in reader subscribed here. */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<OneClickSubscribeEvents> {}
}

/** Dictionary keys of `<mck-one-click-subscribe>` with their English defaults. */
export const oneClickSubscribeStrings = defineStrings({
  OneClickSubscribe_Heading: 'Get our latest thinking in your inbox',
  OneClickSubscribe_Email: 'Email address',
  OneClickSubscribe_Subscribe: 'Subscribe',
  OneClickSubscribe_Subscribed: 'You are subscribed to {title}.',
  OneClickSubscribe_Manage: 'Manage subscriptions',
  OneClickSubscribe_Offer: 'Subscribe to {title} with one click.',
});
export const { t } = oneClickSubscribeStrings;
