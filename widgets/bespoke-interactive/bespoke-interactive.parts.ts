import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-bespoke-interactive>`, for `mck-bespoke-interactive::part(…)`. */
export const bespokeInteractiveParts = {
  base: 'The region holding the interactive.',
  description: 'The screen-reader description of the interactive (visually hidden).',
  stage: "The element the interactive's script draws into.",
  notice: 'The loading notice (visually hidden) or the load-failure notice.',
} satisfies PartDocs;
