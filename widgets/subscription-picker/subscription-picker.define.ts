import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { SubscriptionPicker } from './subscription-picker.js';
import { subscriptionPickerAttributes } from './subscription-picker.api.js';
import { subscriptionPickerStyles } from './subscription-picker.styles.js';

/**
 * Subscription picker (E§2, E§5; A§3): the newsletters, alerts or email guides of the subscription
 * list, by group, each with a checkbox and a group "Select all" (on when all its items are
 * chosen; it toggles them all). Used inside forms (registration, its stepper, the registration
 * rail): every change is told with `mck-subscription-picker-change` carrying the category's
 * chosen codes. A failed list is silent (A§8): the picker shows nothing.
 *
 * Keyboard: Tab reaches each checkbox; Space ticks.
 *
 * Screen readers: a fieldset named by its heading; each group is a group named by its own heading,
 * with a "Select all" checkbox and one checkbox per email named by its title, frequency and
 * description. A failed list leaves nothing to read; nothing is announced.
 *
 * @tagname mck-subscription-picker
 * @summary Newsletters, alerts or email guides to choose, with select-all per group.
 *
 * @slot - The CMS's fallback (the heading), shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Checkbox colour.
 */
export class SubscriptionPickerElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: SubscriptionPicker,
  attributes: subscriptionPickerAttributes,
  styles: subscriptionPickerStyles,
}) {}

registerWidget(SubscriptionPickerElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-subscription-picker': SubscriptionPickerElement;
  }
}
