import type { PartDocs } from '../../core/host/parts.js';
import { registrationParts } from '../../core/kits/registration/index.js';

/** The parts of `<mck-registration-stepper>`, for `mck-registration-stepper::part(…)`. */
export const registrationStepperParts = {
  base: 'The wrapper.',
  progress: 'The "Step 2 of 4" line.',
  steps: 'The list of the four steps.',
  step: 'One step in that list (the current one has aria-current="step").',
  heading: "The current step's heading.",
  back: 'The Back button (steps 2 to 4).',
  continue: 'The Continue button (steps 2 and 3).',
  loading: 'The "Saving your subscriptions…" line while step 4 saves.',
  'error-banner': 'The error banner when saving the subscriptions failed.',
  ...registrationParts,
} satisfies PartDocs;
