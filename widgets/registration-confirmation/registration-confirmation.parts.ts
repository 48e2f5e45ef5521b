import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-registration-confirmation>`, for `mck-registration-confirmation::part(…)`. */
export const registrationConfirmationParts = {
  base: 'The wrapper.',
  heading: 'The confirmation heading ("Thank you for registering", or the not-registered one).',
  text: 'The line under the heading.',
  countdown: 'The "Taking you to your page in 5 seconds" line, while the countdown runs.',
  ring: 'The countdown ring beside it (not drawn when the reader prefers reduced motion).',
  continue: 'The "Continue now" link to the saved route.',
} satisfies PartDocs;
