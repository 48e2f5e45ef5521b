import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-blog-entry>`, for `mck-blog-entry::part(…)`. */
export const blogEntryParts = {
  base: 'The wrapper: the page\'s own entry, then the loaded ones.',
  current: "The page's own entry, as the CMS printed it.",
  entry: 'One loaded entry.',
  'entry-image': "A loaded entry's hero image (its render style as a class).",
  'entry-figure': "A loaded entry's hero image with its caption, when the entry shows it (showCaption).",
  'entry-caption': "The hero image's caption.",
  'entry-title': "A loaded entry's title.",
  'entry-date': "A loaded entry's date.",
  'entry-authors': "A loaded entry's authors.",
  'entry-description': "A loaded entry's dek.",
  'entry-body': "A loaded entry's body (sanitised HTML).",
  'entry-tags': "A loaded entry's topics.",
  related: "A loaded entry's related posts, after its topics.",
  'related-heading': 'The heading of the related posts.',
  'related-card': 'One related post: image, title and date.',
  'related-image': "A related post's image.",
  'related-title': "A related post's title, a link to the post.",
  'related-date': "A related post's date.",
  loading: 'Said while the next entry loads.',
  ...editorParts,
} satisfies PartDocs;
