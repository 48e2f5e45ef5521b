import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ProfileSettings } from './profile-settings.js';
import { profileSettingsAttributes } from './profile-settings.api.js';
import { profileSettingsStyles } from './profile-settings.styles.js';

/**
 * Profile settings (A§2, A§4, A§5, A§7, A§8): the signed-in reader's profile form and linked
 * social accounts. A protected page: an anonymous, expired or re-login-needing visitor goes to the
 * sign-in prompt `{homePath}#/signin_prompt/{encoded path}` (through core's navigation check; the
 * auth router will own that route). Hidden in page-editing mode (A§6); alumni see a notice instead.
 *
 * The form: first and last name (name pattern, maximum lengths with a message naming field and
 * limit), email (locked for a user with a social provider other than the default or without a
 * password), job title, organization, business function and country (the lookups service's
 * lists; a failed list is an empty dropdown), and, outside MQ mode, a new password checked with
 * the email. Validation follows each change once a field was left. Saving (PATCH
 * {user}/v2/users/{id}) shows a spinner in place of the button, then a success banner (password
 * cleared, the name stored locally as "first last", profile-complete marked) or the error banner
 * (codes 1002, 6012, 6011 mapped, else the generic error) scrolled into view.
 *
 * Linked accounts: one unlink button per provider; unlinking the only social login of a user
 * without a password opens the create-password dialog first. Failures name the provider.
 *
 * Keyboard: native form and buttons; Enter submits; Esc closes the dialog and focus returns.
 *
 * Screen readers: the form is named by its heading, each field by its label (aria-invalid, message
 * linked, when in error). Error summary and failed save are alerts; the success banner and the
 * "Saving…" spinner are statuses. Linked accounts is a section named by its heading (unlinked:
 * status; failed: alert); the create-password dialog is a modal named by its title.
 *
 * @tagname mck-profile-settings
 * @summary The signed-in reader's profile form and linked social accounts.
 *
 * @slot - Server-rendered fallback shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button colour.
 * @cssprop --mck-color-error - Error colour.
 */
export class ProfileSettingsElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ProfileSettings,
  attributes: profileSettingsAttributes,
  styles: profileSettingsStyles,
}) {}

registerWidget(ProfileSettingsElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-profile-settings': ProfileSettingsElement;
  }
}
