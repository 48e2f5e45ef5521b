import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-blog-promo>`, for `mck-blog-promo::part(…)`. */
export const blogPromoParts = {
  base: 'The banner.',
  heading: 'The title.',
  description: 'The description.',
  form: 'The form area (the "form" slot), only for readers without a session.',
  'one-click': 'Where the one-click subscribe control (the "one-click" slot) shows.',
  links: 'The list of calls to action.',
  link: 'One call to action.',
  ...editorParts,
} satisfies PartDocs;
