import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { AuthRouter } from './auth-router.js';
import { authRouterAttributes } from './auth-router.api.js';
import { authRouterStyles } from './auth-router.styles.js';

/**
 * The page's client-side authentication routes (A§2): one per page, placed by the page template,
 * hydrated on load. It follows the location hash (links, Back and Forward) and shows what each
 * route asks for in a modal (the dialog kit: focus kept inside, Esc closes):
 *
 * - `#/signin[/{source}[/{redirectUrl}]]`, `#/auth-signin[/{redirectUrl}]`, `#/signin-welcome[/…]`,
 *   `#/signin-prompt[/{redirectUrl}]`, `#/signin_prompt/{encodedPath}`, `#/auth-download/{qp}`,
 *   `#/auth-save`, `#/auth-print`: `<mck-signin>` with `source`, `redirect-url` and a heading for the
 *   purpose (welcome, "sign in to continue" naming the path, download, save, print);
 * - `#/signup[/{source}[/{redirectUrl}]]`, `#/registration-modal[/{redirectUrl}]`: `<mck-signup>`;
 * - `#/signup-thanks` and `#/signup_thanks`, `#/signup-welcome` (each `[/{redirectUrl}]`): a thank-you
 *   or welcome text with "Continue" to the redirect;
 * - `#/download/{qp}`: a signed-out reader goes to `#/auth-download/{qp}`, a signed-in one sees the
 *   file's link; `#/view-file/{qp}`: the link, for everyone;
 * - `#/save`: signed out → `#/auth-save`; signed in → saves the page's article (the page config's
 *   `activeItemId`) and confirms; `#/print`: on a page whose `access-status` is "registered users" a
 *   signed-out reader goes to `#/auth-print`, otherwise the browser's print dialog opens;
 * - `#/event/{name}/{more}/…`: publishes the page event `name` on the legacy bus
 *   (`window.mck.events.subscribe(name, fn)`) with `{ segments: [name, more, …] }`, then goes home;
 * - any other hash: nothing.
 *
 * Auth screens (all of the above that show a form or a thank-you, except the prompt) send a
 * signed-in reader to the home path and render nothing while the session check is pending. Every
 * redirect and file passes the core URL check first; a refused one is named on the console.
 * A sign-in in the dialog closes it (the form follows its redirect); a sign-up closes it at
 * `mck-signup-complete`. The forms' "Create an account" / "Sign in" switches are taken over:
 * the router opens the counterpart route with the same source and redirect, carrying the typed
 * email. Closing a dialog steps back when the reader opened it from this page, else clears the hash.
 * The nested forms live in the router's shadow root, which it hands to the loader to hydrate them.
 *
 * Keyboard: the dialog takes focus (its first field); Tab stays inside; Esc or the close button
 * closes it and focus returns to where it was.
 *
 * Screen readers: each route opens a modal dialog with a "Close" button. The thank-you, download
 * and save dialogs are named by their visible title; the sign-in one by the purpose's heading (else
 * "Sign in") and the sign-up one "Create an account", the nested form holding the one heading. A
 * refused file is a role=alert message; the save dialog's progress is a role=status message, and
 * its failure a role=alert one.
 *
 * @tagname mck-auth-router
 * @summary The sign-in, sign-up, download, save, print and page-event hash routes of the page.
 *
 * @slot - Nothing is printed inside it; it renders only when a route asks for a dialog.
 *
 * @cssprop --mck-color-accent - Button and link colour.
 */
export class AuthRouterElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: AuthRouter,
  attributes: authRouterAttributes,
  styles: authRouterStyles,
}) {}

registerWidget(AuthRouterElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-auth-router': AuthRouterElement;
  }
}
