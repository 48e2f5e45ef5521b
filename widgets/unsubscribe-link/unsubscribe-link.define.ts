import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { UnsubscribeLink } from './unsubscribe-link.js';
import { unsubscribeLinkAttributes } from './unsubscribe-link.api.js';
import { unsubscribeLinkStyles } from './unsubscribe-link.styles.js';

/**
 * Unsubscribe page (A§2, A§4, A§8): a mail's unsubscribe link opens it with `subcode` (one or
 * more alert codes) and `eid` (the encrypted user id). It asks first, naming the emails by their
 * titles from the subscription list (without names when the list cannot be had); "Unsubscribe"
 * posts `{user}/v2/unsubscribe` and shows the success message, or the generic error when the
 * call fails. A link without both parameters says it is incomplete.
 *
 * Keyboard: Tab reaches "Unsubscribe"; Enter or Space confirms; focus then moves to the answer.
 *
 * Screen readers: a section under its heading, aria-busy while unsubscribing; its one message is a
 * status (the question naming the emails, then the success or error text), and focus moves to it
 * once the call ends, as the "Unsubscribe" button leaves.
 *
 * @tagname mck-unsubscribe-link
 * @summary Unsubscribe page: confirm, then unsubscribe a mail link's reader.
 *
 * @slot - The CMS's fallback (heading and a line about the link), shown until the widget renders.
 *
 * @cssprop --mck-color-accent - "Unsubscribe" button colour.
 */
export class UnsubscribeLinkElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: UnsubscribeLink,
  attributes: unsubscribeLinkAttributes,
  styles: unsubscribeLinkStyles,
}) {}

registerWidget(UnsubscribeLinkElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-unsubscribe-link': UnsubscribeLinkElement;
  }
}
