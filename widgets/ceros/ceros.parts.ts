import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-ceros>`, for `mck-ceros::part(…)`. */
export const cerosParts = {
  base: 'The figure holding the box and the link.',
  box: "The box of the experience's height (aspect ratio, padding or fixed height).",
  frame: "The iframe showing the experience (from the oembed answer, on the experience's origin).",
  notice: 'The loading notice (visually hidden) or the load-failure notice.',
  link: 'The link that opens the experience in a new tab.',
} satisfies PartDocs;
