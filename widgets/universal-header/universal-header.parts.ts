import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-universal-header>`, for `mck-universal-header::part(…)`. */
export const universalHeaderParts = {
  base: 'The header around breadcrumb and the CMS\'s header content.',
  breadcrumb: 'The breadcrumb navigation landmark.',
  crumbs: 'The ordered list of breadcrumb steps.',
  crumb: 'One step of the breadcrumb (a list item).',
  link: 'The link of a step before the current page.',
  current: 'The current page, the last step (`aria-current="page"`).',
  ...editorParts,
} satisfies PartDocs;
