import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { RegistrationConfirmation } from './registration-confirmation.js';
import { registrationConfirmationAttributes } from './registration-confirmation.api.js';
import { registrationConfirmationStyles } from './registration-confirmation.styles.js';

/**
 * The registration confirmation page's content (A§2, A§4): after a sign-up with the
 * `disable_reg_confirmation_toast` flag on, the reader lands here with `?isRegistered=…&source=…`.
 * It confirms ("Thank you for registering", or that the registration was not completed when
 * `isRegistered` is not `true`), counts down AUTO_REDIRECTION_DURATION seconds (A§9, default 5;
 * the `auto-redirection-duration` attribute overrides the page config) and then takes the reader to
 * the route the sign-up saved in a cookie, through core's navigation check: a missing or refused
 * route goes to the home path "/". With a `source` other than "default", the route gets the hash
 * `#/{source}` unless it has a hash already. "Continue now" goes at once.
 *
 * The countdown is announced once, politely, as it starts (not every second). The ring beside it is
 * not drawn when the reader prefers reduced motion; the number still counts.
 *
 * Without `isRegistered` in the query (the page opened directly) and in editor mode nothing counts
 * down: the widget shows its texts and the link only.
 *
 * Keyboard: Tab reaches "Continue now"; Enter follows it.
 *
 * Screen readers: the confirmation is a heading and a line of text; when the countdown starts, "You
 * will be taken to your page in N seconds." is announced once in the page's polite live region, and
 * the visible number then changes silently. The ring is hidden (aria-hidden); "Continue now" is a
 * link.
 *
 * @tagname mck-registration-confirmation
 * @summary Confirms a registration, then takes the reader to the page they came from.
 *
 * @slot - Server-rendered fallback shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Link and countdown ring colour.
 */
export class RegistrationConfirmationElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: RegistrationConfirmation,
  attributes: registrationConfirmationAttributes,
  styles: registrationConfirmationStyles,
}) {}

registerWidget(RegistrationConfirmationElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-registration-confirmation': RegistrationConfirmationElement;
  }
}
