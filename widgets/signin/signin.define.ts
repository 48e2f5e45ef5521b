import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { SignIn } from './signin.js';
import { signinAttributes } from './signin.attributes.js';
import { signinStyles } from './signin.styles.js';
// signin.tsx also shows dynamic keys (validation messages), so it keeps core's untyped t; this
// import registers the widget's English defaults.
import './signin.strings.js';

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
 * @slot - Server-rendered fallback (e.g. a link to the sign-in page) shown until hydrated.
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
