import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-hero>`, for `mck-hero::part(…)`. */
export const heroParts = {
  base: 'The hero.',
  media: 'The box of the slotted image or video (the parallax layer of the article default).',
  overlay: 'The ink layer over the media.',
  gradient: 'The gradient layer under the text.',
  content: 'The text the CMS printed, with the hero\'s controls.',
  cta: 'The call to action (section) or View Full Profile link (circular profile).',
  'caption-toggle': 'The button that shows or hides the image caption (section).',
  caption: 'The image caption\'s box (section).',
  share: 'The share icon button (fifty-fifty).',
  play: 'The play button, labelled with the duration (video).',
  transcript: 'The Read transcript link (video).',
  'scroll-down': 'The button that scrolls past the hero (video).',
  player: 'The video container that fades in on play (video).',
  video: 'The `<video>` element (video).',
  close: 'The button that closes the player (video).',
  ...editorParts,
} satisfies PartDocs;
