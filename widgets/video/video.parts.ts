import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-video>`, for `mck-video::part(…)`. */
export const videoParts = {
  base: 'The frame around the video.',
  video: 'The `<video>` element.',
  toggle: 'The play/pause button.',
} satisfies PartDocs;
