import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-audio>`, for `mck-audio::part(…)`. */
export const audioParts = {
  base: 'The player (library file or hosted track); in editor mode, the box holding the placeholder.',
  toggle: 'The play/pause button; its name says what it will do.',
  title: 'The title beside the button.',
  progress: 'The progress slider (arrow keys, Home and End seek).',
  time: 'Elapsed and total time.',
  embed: 'The podcast player from the oembed answer (one titled iframe).',
  ...editorParts,
} satisfies PartDocs;
