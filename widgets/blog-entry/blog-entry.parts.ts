import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-blog-entry>`, for `mck-blog-entry::part(…)`. */
export const blogEntryParts = {
  base: 'The wrapper: the page\'s own entry, then the loaded ones.',
  current: "The page's own entry, as the CMS printed it.",
  entry: 'One loaded entry.',
  'entry-image': "A loaded entry's hero image (its render style as a class).",
  'entry-title': "A loaded entry's title.",
  'entry-date': "A loaded entry's date.",
  'entry-authors': "A loaded entry's authors.",
  'entry-description': "A loaded entry's dek.",
  'entry-body': "A loaded entry's body (sanitised HTML).",
  'entry-tags': "A loaded entry's topics.",
  loading: 'Said while the next entry loads.',
  ...editorParts,
} satisfies PartDocs;
