import type { PartDocs } from '../../host/parts.js';

/** Parts the list kit's components render; a widget using them spreads these into its parts. */
export const listParts = {
  'load-more': 'The "Load more" button.',
  'load-more-error': 'The message when a further page failed.',
  count: 'The "Showing 18 of 40" count.',
} as const satisfies PartDocs;
