import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-not-found>`, for `mck-not-found::part(…)`. */
export const notFoundParts = {
  base: 'The wrapper.',
  heading: 'The "Page not found" heading.',
  text: 'The "This page does not exist." line.',
  'home-link': 'The "Go to the Home page" link.',
} satisfies PartDocs;
