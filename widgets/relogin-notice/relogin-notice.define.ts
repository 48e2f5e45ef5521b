import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ReloginNotice } from './relogin-notice.js';
import { reloginNoticeAttributes } from './relogin-notice.api.js';
import { reloginNoticeStyles } from './relogin-notice.styles.js';

/**
 * The re-login notice (A§2 screens, A§4 session, A§6 "users needing re-login for sensitive data
 * are sent to the sign-in prompt"): while the session says a fresh sign-in is needed before
 * sensitive data (`reLoginRequiredForSensitiveData`, set by a token refresh), a status message
 * with "Sign in again", which goes to the sign-in prompt carrying this page
 * (`#/signin_prompt/{encoded path}` on the home path, shown by `mck-auth-router`), and "Dismiss",
 * which hides it for this page view. Nothing otherwise, and nothing the CMS needs to print inside.
 *
 * Keyboard: Tab reaches "Sign in again", then "Dismiss"; Enter or Space uses them.
 *
 * Screen readers: the notice is a status (a polite live region) holding its message and the buttons
 * "Sign in again" and "Dismiss", each named by its text; after Dismiss the notice leaves the page.
 *
 * @tagname mck-relogin-notice
 * @summary "Sign in again" notice for a session that needs re-login for sensitive data.
 *
 * @slot - Nothing: the notice exists only for a session that needs it.
 *
 * @cssprop --mck-color-accent - Button and edge colour.
 */
export class ReloginNoticeElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ReloginNotice,
  attributes: reloginNoticeAttributes,
  styles: reloginNoticeStyles,
}) {}

registerWidget(ReloginNoticeElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-relogin-notice': ReloginNoticeElement;
  }
}
