import { registerDefaults } from '../../core/text/i18n.js';
import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { SignIn } from './signin.js';
import { signinAttributes } from './signin.attributes.js';
import { signinStyles } from './signin.styles.js';

registerDefaults({
  SignIn_Heading: 'Sign in',
  SignIn_Username: 'Email address',
  SignIn_Password: 'Password',
  SignIn_Submit: 'Sign in',
  SignIn_InvalidCredentials: 'The email address or password you entered is incorrect.',
  SignIn_SignedInAs: 'Signed in as {name}',
  SignIn_SignOut: 'Sign out',
});

/**
 * Sign-in form (A§2, A§4, A§7): username and password against the user service. Signing in here
 * updates the one shared session, so every widget on the page (and other tabs) sees it; signed in,
 * it shows who is signed in and a sign-out button. Renders nothing while the session check runs.
 *
 * Not yet: social login buttons and the locked-account return (the mck-signin issue).
 *
 * Keyboard: a native form; Enter submits. Errors are announced (role=alert) and typed input is kept.
 *
 * @tagname mck-signin
 * @summary Sign-in form sharing the page's one session.
 *
 * @attr {string} heading - Heading text; default from the dictionary (SignIn_Heading).
 * @attr {string} redirect-url - Where to go after signing in; default: stay on the page.
 * @attr {"load"|"idle"|"visible"|"interaction"} hydrate - Default `load`.
 *
 * @fires {CustomEvent<{user: object}>} mck:signed-in - On `window`, from the session core.
 * @fires {CustomEvent<{}>} mck:signed-out - On `window`, from the session core.
 *
 * @slot - Server-rendered fallback (e.g. a link to the sign-in page) shown until hydrated.
 *
 * @csspart base - The form, or the signed-in panel.
 * @csspart field - Each labelled field.
 * @csspart submit - The submit button.
 * @csspart error-message - The failure message.
 * @csspart status - "Signed in as …".
 * @csspart sign-out - The sign-out button.
 *
 * @cssprop [--mck-color-accent=#2251ff] - Button colour.
 * @cssprop [--mck-color-error=#c2261f] - Error colour.
 */
export class MckSigninElement extends defineWidget({
  tag: meta.tag,
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
