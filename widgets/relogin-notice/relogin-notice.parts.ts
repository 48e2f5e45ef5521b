import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-relogin-notice>`, for `mck-relogin-notice::part(…)`. */
export const reloginNoticeParts = {
  base: 'The notice (role=status).',
  message: 'Why the reader should sign in again.',
  action: 'The "Sign in again" button.',
  dismiss: 'The button that hides the notice for this page view.',
} satisfies PartDocs;
