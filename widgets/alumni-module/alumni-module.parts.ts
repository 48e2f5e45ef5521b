import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-alumni-module>`, for `mck-alumni-module::part(…)`. */
export const alumniModuleParts = {
  placeholder: 'The placeholder module (a module not built yet, or an unknown name): a labelled box.',
  title: 'The placeholder\'s title, naming the module.',
  message: 'The placeholder\'s message.',
} satisfies PartDocs;
