import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-unsubscribe-link>`, for `mck-unsubscribe-link::part(…)`. */
export const unsubscribeLinkParts = {
  base: 'The wrapper; `data-state` is confirm, working, success, error or incomplete.',
  heading: 'The heading.',
  message: 'The question, or the answer (a polite live region).',
  confirm: 'The "Unsubscribe" button of the confirm screen.',
} satisfies PartDocs;
