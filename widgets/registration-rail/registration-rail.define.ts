import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { RegistrationRail } from './registration-rail.js';
import { registrationRailAttributes } from './registration-rail.api.js';
import { registrationRailStyles } from './registration-rail.styles.js';

/**
 * Registration rail (A§2, A§4, A§6, E§3): invites visitors to register or subscribe, in one of four
 * form types (`form-type`: Email Courses, MQ digital form, UB page, Insights store page).
 *
 * - A visitor sees the invitation and the nested `<mck-signup>`. Its "Sign in" link swaps in
 *   `<mck-signin>` in place, carrying the typed email, and that form's "Create an account" link
 *   swaps back (the rail cancels their switch events, so the page's route does not change). A
 *   reader who registers here is subscribed to the rail's `subscription-codes` at once.
 * - A signed-in reader of an MQ digital or UB page rail whose profile lacks job title or
 *   organization (and who has not saved the profile since) gets a link to complete the profile;
 *   otherwise a signed-in reader not yet on the rail's list gets a one-click "Subscribe"
 *   (PATCH {user}/v2/users/{id}; a failure shows the generic error), then the confirmation.
 * - A subscribed reader (every code of the rail) or a premium reader sees nothing, except on an
 *   Email Courses rail, which shows the confirmation heading and description. Nothing shows while
 *   the session check runs.
 *
 * Keyboard: Tab reaches the nested form's fields and links, the "Subscribe" button or the profile
 * link. After a switch, focus goes to the new form's first field, the email carried over (Tab goes
 * on to the password); when the rail's content changes under the reader (signed in, subscribed),
 * focus goes to the new heading.
 *
 * Screen readers: the rail is a section named by its heading; the nested sign-up or sign-in form
 * reads as those widgets do. A failed subscribe shows the generic error as an alert, and
 * "Subscribe" is aria-disabled while it runs; a successful one announces the confirmation heading
 * in the page's polite live region.
 *
 * @tagname mck-registration-rail
 * @summary Invites visitors to register or sign in, signed-in readers to subscribe or complete their profile.
 *
 * @slot - The CMS's fallback (heading, description and a link to the registration page), shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button and link colour.
 */
export class RegistrationRailElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: RegistrationRail,
  attributes: registrationRailAttributes,
  styles: registrationRailStyles,
}) {}

registerWidget(RegistrationRailElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-registration-rail': RegistrationRailElement;
  }
}
