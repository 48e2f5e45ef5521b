import { bool, num, oneOf } from '../../core/host/attributes.js';
import { MOBILE_RENDERINGS, TAB_ALIGNMENTS, TAB_WIDTHS } from './tabbed-container.layout.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * tabs themselves are what the CMS prints inside the tag (see the define file).
 */
export const tabbedContainerAttributes = {
  tabAlignment: oneOf(TAB_ALIGNMENTS, 'left', {
    doc: 'Where the tabs sit in their row (E§2): `left` at the inline start (the right in Arabic), or `center`.',
  }),
  tabWidth: oneOf(TAB_WIDTHS, 'autosize', {
    doc: 'How wide each tab is (E§2): `autosize` as wide as its label, `consistent` all tabs sharing the row equally.',
  }),
  mobileRendering: oneOf(MOBILE_RENDERINGS, 'tabs', {
    doc: 'What replaces the tab row below 768 px (E§2): `tabs` keeps it (scrolling sideways when it is too wide), `dropdown` shows a native select of the labels instead.',
  }),
  showDividerLine: bool(false, { doc: 'A line above the module (E§3 showDividerLine).' }),
  activeTab: num(0, {
    min: 0, integer: true,
    doc: 'The index of the shown tab, from 0 (a number past the last tab shows the first). The widget sets it when the reader picks a tab, and fires `mck-tabbed-container-change`.',
  }),
};
