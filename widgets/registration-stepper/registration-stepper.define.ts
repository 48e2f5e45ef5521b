import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { RegistrationStepper } from './registration-stepper.js';
import { registrationStepperAttributes } from './registration-stepper.api.js';
import { registrationStepperStyles } from './registration-stepper.styles.js';

/**
 * The registration stepper (A§2, A§4): four steps (A§9). Step 1 is the account form (email,
 * password, first and last name, country, captcha: the stepper payload of A§3, with the
 * registration kit's rules and A§8 messages); its success (POST /v2/users, which signs the reader
 * in) moves to step 2. Steps 2, 3 and 4 choose newsletters, alerts and email guides. The button
 * reads "Continue" before step 4 and "Submit" at step 4, which saves the chosen subscriptions
 * (PATCH /v2/users/{id}) with a loading line, then runs the after-sign-up steps of A§4 and
 * redirects (the return route with `#/{source}`, or the confirmation page with the
 * `disable_reg_confirmation_toast` flag). Back goes one step; Back from step 2 leaves for the page
 * the reader came from with the hash `#/{source}` when there is a source other than "default"
 * (the page: `redirect-url`, else the query's `redirectURL`, else the page stored when the reader
 * was sent to sign up, else home), otherwise for the home path "/".
 *
 * A reader who is already signed in when the stepper opens is sent to "/" (A§2; on "/" itself it
 * shows nothing rather than reload the page); the reader the stepper itself signed in at step 1
 * stays, and one who signs in with another widget later sees nothing. Nothing renders while the
 * session check is pending.
 *
 * "Step 2 of 4" and the step list (the current step has `aria-current="step"`) show where the
 * reader is; each step change moves focus to the new step's heading. Typed input stays after a
 * failed step 1.
 *
 * In editor mode `editor-step` picks the step shown, and its buttons do nothing.
 *
 * Keyboard: Tab moves through the fields, the captcha, Back and Continue / Submit; Enter submits
 * step 1.
 *
 * Screen readers: "Step N of 4" precedes a list named "Registration steps" whose current step is
 * aria-current="step"; each step change moves focus to the step's heading. Step 1 is a form named
 * by that heading (labelled fields, errors as alerts); later steps are a group named by it, the
 * choices a fieldset with a legend. Saving is a status; a failed save an alert.
 *
 * @tagname mck-registration-stepper
 * @summary Registration in four steps: the account, then newsletters, alerts and email guides.
 *
 * @slot - Server-rendered fallback shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Buttons and the current step's mark.
 */
export class RegistrationStepperElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: RegistrationStepper,
  attributes: registrationStepperAttributes,
  styles: registrationStepperStyles,
}) {}

registerWidget(RegistrationStepperElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-registration-stepper': RegistrationStepperElement;
  }
}
