import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-story-container>`, for `mck-story-container::part(…)`. */
export const storyContainerParts = {
  base: 'The sequence of story items.',
  item: 'One story item: its text and media side by side on desktop, stacked below.',
  text: 'An item\'s text column (the CMS\'s `text-N` content, slotted).',
  media: 'An item\'s media column (the CMS\'s `media-N` content, slotted), named for screen readers.',
  ...editorParts,
} satisfies PartDocs;
