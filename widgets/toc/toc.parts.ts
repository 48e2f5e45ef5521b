import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-toc>`, for `mck-toc::part(…)`. */
export const tocParts = {
  base: 'The navigation landmark.',
  title: 'The list\'s title ("Contents").',
  list: 'The list of sections.',
  link: 'A link to a section; the one being read has `aria-current="true"`.',
  ...editorParts,
} satisfies PartDocs;
