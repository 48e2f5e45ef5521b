import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-subscribe-link>`, for `mck-subscribe-link::part(…)`. */
export const subscribeLinkParts = {
  base: 'The wrapper; `data-state` is loading, success, already, user-not-found, sub-not-found, empty-code, api-error or server-message.',
  heading: 'The heading.',
  message: 'The message of the current state (a polite live region).',
} satisfies PartDocs;
