import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-article>`, for `mck-article::part(…)`. */
export const articleParts = {
  base: 'The wrapper; its `data-view` is `article`, `pdf` or `five-fifty`.',
  share: 'The share tools area (not in the mobile-app or PDF view).',
  'registration-wall': 'The registration wall area, when the wall applies.',
  'editor-note': 'The note listing the page facts, in page-editing mode.',
} satisfies PartDocs;
