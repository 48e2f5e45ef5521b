/**
 * The public contract of `<mck-registration-stepper>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, num, text } from '../../core/host/attributes.js';
import { TOTAL_STEPS } from './registration-stepper.steps.js';
import { defineParts } from '../../core/host/parts.js';
import { registrationParts } from '../../core/kits/registration/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { User } from '../../core/contracts/user.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const registrationStepperAttributes = {
  headingLevel: num(2, { min: 1, max: 5, integer: true, doc: "Level of each step's heading, 1 to 5." }),
  source: text('', { doc: 'Where the reader came from (print, save, download, …): Back from step 2 returns to that page with the hash `#/{source}`, and so does the redirect after step 4. Empty: the query\'s `source`, else "default".' }),
  redirectUrl: navigationUrl('', { doc: "The page to return to after step 4 (and Back from step 2 with a source). Empty: the query's `redirectURL`, else the page stored when the reader was sent to sign up, else the home path." }),
  practiceCode: text('', { doc: "The page's practice: after step 4 the reader is subscribed to it too (A§4), unless already. Empty on the default practice." }),
  locationCountry: text('', { doc: "The page's country (ISO code, e.g. an office page's) for step 1's country default; empty: the visitor's geo-IP country." }),
  editorStep: num(1, { min: 1, max: TOTAL_STEPS, integer: true, doc: `In editor mode only, the step to show (1 to ${TOTAL_STEPS}), so editors can see each one; readers always start at step 1.` }),
};

/** The parts of `<mck-registration-stepper>`, for `mck-registration-stepper::part(…)`. */
export const registrationStepperParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  progress: 'The "Step 2 of 4" line.',
  steps: 'The list of the four steps.',
  step: 'One step in that list (the current one has aria-current="step").',
  heading: "The current step's heading.",
  back: 'The Back button (steps 2 to 4).',
  continue: 'The Continue button (steps 2 and 3).',
  loading: 'The "Saving your subscriptions…" line while step 4 saves.',
  'error-banner': 'The error banner when saving the subscriptions failed.',
}, registrationParts);

/** What `<mck-registration-stepper>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface RegistrationStepperEvents {
  /** The step shown changed (Continue, Back, or the account created at step 1). On the element; bubbles, composed. */
  'mck-registration-stepper-step': { step: number };
  /** Step 4 saved the chosen subscriptions; the after-sign-up steps (A§4) and the redirect follow. On the element; bubbles, composed. */
  'mck-registration-stepper-complete': { user: User };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegistrationStepperEvents> {}
}

/** Dictionary keys of `<mck-registration-stepper>` with their English defaults (field labels and messages: the registration kit's). */
export const registrationStepperStrings = defineStrings({
  RegistrationStepper_Steps: 'Registration steps',
  RegistrationStepper_Progress: 'Step {step} of {total}',
  RegistrationStepper_AccountStep: 'Account',
  RegistrationStepper_NewslettersStep: 'Newsletters',
  RegistrationStepper_AlertsStep: 'Alerts',
  RegistrationStepper_GuidesStep: 'Email guides',
  RegistrationStepper_AccountHeading: 'Create your account',
  RegistrationStepper_NewslettersHeading: 'Choose your newsletters',
  RegistrationStepper_AlertsHeading: 'Choose your alerts',
  RegistrationStepper_GuidesHeading: 'Choose your email guides',
  RegistrationStepper_Continue: 'Continue',
  RegistrationStepper_Submit: 'Submit',
  RegistrationStepper_Back: 'Back',
  RegistrationStepper_Saving: 'Saving your subscriptions…',
});
export const { t } = registrationStepperStrings;
