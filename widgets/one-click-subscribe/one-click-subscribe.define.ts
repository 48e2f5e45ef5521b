import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { OneClickSubscribe } from './one-click-subscribe.js';
import { oneClickSubscribeAttributes } from './one-click-subscribe.api.js';
import { oneClickSubscribeStyles } from './one-click-subscribe.styles.js';

/**
 * One-click newsletter subscribe block for a practice (A§2, E§2): a signed-in reader who already
 * receives `alert-code` sees "You are subscribed" with a "Manage subscriptions" link; a signed-in
 * reader who does not gets a one-click "Subscribe" (the whole set plus this code, PATCH
 * {user}/v2/users/{id}; a failure shows the generic error); an anonymous visitor gets the sign-up
 * form, email and captcha (POST {user}/v2/subscribe with the CaptchaKey header; no captcha with
 * flag disable_visible_captcha). Success goes to the `#/signup_thanks` auth route. The
 * subscription's title comes from the subscription list.
 *
 * Keyboard: Tab reaches the email field, the captcha and "Subscribe" (or the one-click button, or
 * the manage link); Enter submits.
 *
 * Screen readers: the widget is a form, or for a signed-in reader a region, named by its heading.
 * The email field is labelled "Email address" and, when refused, aria-invalid with its error
 * linked, under a role=alert error summary; "Subscribe" is aria-busy while sending (the one-click
 * button aria-disabled), and a failure is a role=alert message. An already subscribed reader finds
 * "You are subscribed to …" as a role=status line. Nothing shows while the session check is
 * pending.
 *
 * @tagname mck-one-click-subscribe
 * @summary One-click subscribe to a practice's newsletter, or sign up with email and captcha.
 *
 * @slot - The CMS's fallback (heading and a link to the subscription page), shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button and link colour.
 */
export class OneClickSubscribeElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: OneClickSubscribe,
  attributes: oneClickSubscribeAttributes,
  styles: oneClickSubscribeStyles,
}) {}

registerWidget(OneClickSubscribeElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-one-click-subscribe': OneClickSubscribeElement;
  }
}
