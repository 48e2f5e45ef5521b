import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { SignIn } from './signin.js';
import { signinAttributes } from './signin.api.js';
import { signinStyles } from './signin.styles.js';
// signin.tsx also shows dynamic keys (validation messages), so it keeps core's untyped t; this
// import registers the widget's English defaults.

/**
 * Sign-in form (A§2, A§4, A§7): username and password against the user service, and a button per
 * configured social login provider (Google, Apple, LinkedIn, the firm's single sign-on, an identity
 * service: the authorization-code flow with PKCE, core/kits/social-login). Signing in here updates
 * the one shared session, so every widget on the page (and other tabs) sees it; signed in, it shows
 * who is signed in and a sign-out button. Renders nothing while the session check runs.
 *
 * A locked account (423, code 1005) shows the lock outcome with the minutes the service names; the
 * page is remembered, and the next sign-in (password or social) returns to it (A§4). Coming back
 * from a provider, it finishes the sign-in; someone without an account goes on to the registration
 * page (page config `registrationPath`, `?type=sso`). "Create an account" fires the cancelable
 * `mck-signin-switch`, else goes to `#/signup`.
 *
 * Keyboard: a native form; Enter submits; Tab reaches the sign-up link and each provider's button.
 * Errors are announced (role=alert) and typed input is kept.
 *
 * Screen readers: the form is named by its heading, email and password by their labels
 * (aria-invalid, message linked, when in error). Refusals, server errors and the lock message are
 * alerts; the submit button is aria-busy while sending. The providers are a group "Or sign in with"
 * of buttons "Continue with …"; a failed return is an alert, a cancelled one a status.
 *
 * @tagname mck-signin
 * @summary Sign-in form sharing the page's one session.
 *
 * @slot - Server-rendered fallback (e.g. a link to the sign-in page) shown until hydrated.
 *
 * @cssprop --mck-color-accent - Button colour.
 * @cssprop --mck-color-error - Error colour.
 */
export class MckSigninElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: SignIn,
  attributes: signinAttributes,
  styles: signinStyles,
}) {}

registerWidget(MckSigninElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-signin': MckSigninElement;
  }
}
