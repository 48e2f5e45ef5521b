import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-consent>`, for `mck-consent::part(…)`. */
export const consentParts = {
  banner: 'The consent banner (shown until a choice is saved, or when reopened).',
  heading: 'The banner heading.',
  group: 'Each group\'s checkbox row.',
  note: 'The California note under the marketing group.',
  action: 'Each banner button (accept all, reject all, save).',
  settings: 'The "Cookie settings" button that reopens the banner.',
  'editor-note': 'The note shown instead in page-editing mode.',
} satisfies PartDocs;
