import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-tabbed-container>`, for `mck-tabbed-container::part(…)`. */
export const tabbedContainerParts = {
  base: 'The module: header, tab row (or select) and panel, one below the other.',
  header: 'Holds the slotted header (eyebrow, display number, title, description).',
  tablist: 'The row of tabs.',
  tab: 'One tab.',
  'tab-active': 'The shown tab (with `tab`).',
  select: 'The native select that replaces the tabs on mobile in the dropdown layout.',
  panel: 'Holds the shown panel (slotted: the CMS\'s own content, nested widgets included).',
  ...editorParts,
} satisfies PartDocs;
