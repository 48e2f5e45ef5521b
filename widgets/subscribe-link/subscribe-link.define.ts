import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { SubscribeLink } from './subscribe-link.js';
import { subscribeLinkAttributes } from './subscribe-link.api.js';
import { subscribeLinkStyles } from './subscribe-link.styles.js';

/**
 * Subscribe page (A§2, A§4, A§8): confirms the subscription a mail's link asks for. It reads
 * `subcode` (one or more alert codes), `eid` (the encrypted user id) and optionally `cid` (the
 * campaign) from the page URL, looks the codes up in the subscription list and posts
 * `{user}/v2/subscribe`; then shows one message: subscribed, already subscribed, user not found
 * (the service knows neither existing nor new subscriptions), subscription not found (the list
 * lookup fails), an incomplete link (empty code), a service that could not be reached or failed
 * (api error), or the service's own message. A new subscription is published as
 * `subscription-added`.
 *
 * Keyboard: nothing to operate; the message is a polite live region.
 *
 * Screen readers: a section under its heading, aria-busy while the subscription is confirmed; the
 * one message is a status, so the outcome (subscribed, already subscribed, or why not) is read when
 * it appears.
 *
 * @tagname mck-subscribe-link
 * @summary Subscribe page: confirms a mail link's subscription.
 *
 * @slot - The CMS's fallback (heading and a "confirming" line), shown until the widget renders.
 *
 * @cssprop --mck-color-ink - Message colour.
 */
export class SubscribeLinkElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: SubscribeLink,
  attributes: subscribeLinkAttributes,
  styles: subscribeLinkStyles,
}) {}

registerWidget(SubscribeLinkElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-subscribe-link': SubscribeLinkElement;
  }
}
