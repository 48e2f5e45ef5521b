import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-share-bar>`, for `mck-share-bar::part(…)`. */
export const shareBarParts = {
  base: 'The group of share controls.',
  heading: 'The heading, when `heading` is set.',
  list: 'The list of networks.',
  button: 'Each network\'s share button (LinkedIn, Facebook, X).',
  email: 'The email share link.',
  ...editorParts,
} satisfies PartDocs;
