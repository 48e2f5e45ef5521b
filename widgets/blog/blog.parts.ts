import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';

/** The parts of `<mck-blog>`, for `mck-blog::part(…)`. */
export const blogParts = {
  base: 'The wrapper.',
  hero: 'The hero: title and description, on the image unless no-image.',
  'hero-image': 'The hero image.',
  heading: "The blog's title.",
  description: "The blog's description.",
  share: 'The share tools under the hero (a nested `mck-share-bar`), unless hide-share-tools.',
  browse: 'The browse lists (by topic, by author).',
  'browse-list': 'One browse list.',
  'browse-link': 'A tag or author in a browse list.',
  'listing-heading': 'What the posts are: latest, tagged, or by an author.',
  'all-posts': 'The link back to all posts, when browsing a tag or an author.',
  cards: 'The list of post cards.',
  card: 'One post card.',
  'card-image': "A card's image (2/1 in the standard theme, else 8/5).",
  'card-title': "A card's title, a link to the post.",
  'card-date': "A card's date.",
  'card-description': "A card's description.",
  'card-authors': "A card's authors, links to their hash routes.",
  'card-tags': "A card's tags, links to their hash routes.",
  'read-more': "A card's 'Read full post' link.",
  empty: 'The message when there are no posts.',
  ...listParts,
  ...editorParts,
} satisfies PartDocs;
