import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { EditSubscriptions } from './edit-subscriptions.js';
import { editSubscriptionsAttributes } from './edit-subscriptions.api.js';
import { editSubscriptionsStyles } from './edit-subscriptions.styles.js';

/**
 * Edit subscriptions page (A§2, A§4, A§8): the signed-in reader's newsletters, alerts, email
 * guides and informational mail, by group (alertHeader) from the subscription list, each with a
 * checkbox; a group's "Select all" is on when all its items are chosen and toggles them all;
 * "Unsubscribe from all emails" clears every option, and ticking any option unticks it. "Save"
 * sends the whole set (PATCH {user}/v2/users/{id}) and shows a success banner, or the generic
 * error banner; a failed list load shows that banner too. With unsaved changes, leaving the page
 * (unload, or a click on a link that leaves it) asks first.
 *
 * The page is protected: an anonymous reader sees a link to the sign-in prompt
 * (`{homePath}#/signin_prompt/{encoded page path}`); on the `edit_subscriptions` page an
 * anonymous, expired or re-login-required reader is sent there (the account kit's rule, which
 * every account widget shares).
 *
 * Keyboard: Tab reaches each checkbox, the preview links and "Save"; Space ticks; Enter saves.
 *
 * Screen readers: the page has its heading; each group is a fieldset named by its group heading,
 * holding "Select all" and one labelled checkbox per subscription. Load and save errors and "saved"
 * sit in a role=status area and are read when they appear; the section is aria-busy while the list
 * loads, and "Save" is aria-disabled while saving.
 *
 * @tagname mck-edit-subscriptions
 * @summary The reader's email subscriptions with select-all, unsubscribe-all and save.
 *
 * @slot - The CMS's fallback (the heading), shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Checkboxes, preview links and the save button.
 */
export class EditSubscriptionsElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: EditSubscriptions,
  attributes: editSubscriptionsAttributes,
  styles: editSubscriptionsStyles,
}) {}

registerWidget(EditSubscriptionsElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-edit-subscriptions': EditSubscriptionsElement;
  }
}
