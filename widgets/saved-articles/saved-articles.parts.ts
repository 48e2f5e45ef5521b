import type { PartDocs } from '../../core/host/parts.js';
import { dialogParts } from '../../core/kits/dialog/index.js';
import { listParts } from '../../core/kits/list/index.js';

/** The parts of `<mck-saved-articles>`, for `mck-saved-articles::part(…)`. */
export const savedArticlesParts = {
  base: 'The section around the list.',
  heading: 'The heading.',
  list: 'The list of saved articles.',
  item: 'One saved article.',
  image: "The article's image.",
  type: "The article's type.",
  title: "The article's title.",
  link: 'The link to the article.',
  unsave: 'The unsave button of an article.',
  'unsave-error': 'The tooltip saying an unsave failed.',
  empty: 'The text shown when nothing is saved.',
  error: 'The message when the list could not be loaded.',
  placeholder: 'What editors see in page-editing mode.',
  confirm: 'The confirm button in the dialog.',
  cancel: 'The cancel button in the dialog.',
  ...listParts,
  ...dialogParts,
} satisfies PartDocs;
