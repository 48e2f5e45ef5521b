import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-careers-sticky-bar>`, for `mck-careers-sticky-bar::part(…)`. */
export const careersStickyBarParts = {
  'in-page': 'The in-page bar, where the CMS placed the element.',
  sticky: 'The sticky bar (its variant in `data-variant`).',
  title: 'The title in either bar.',
  subtitle: 'The line under the title (in-page and sticky-default).',
  button: 'The main button link in either bar.',
  signin: 'The sign-in link (not in sticky-minimal-top).',
  ...editorParts,
} satisfies PartDocs;
