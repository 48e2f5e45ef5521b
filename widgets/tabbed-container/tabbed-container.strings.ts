import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-tabbed-container>` with their English defaults. */
export const tabbedContainerStrings = defineStrings({
  /** The accessible name of the select that replaces the tabs on mobile. */
  TabbedContainer_Choose: 'Choose a section',
  /** The editor's placeholder name for a module without tabs. */
  TabbedContainer_Tabs: 'Tabs',
  /** A tab whose panel has no label. */
  TabbedContainer_Untitled: 'Tab {number}',
});
export const { t } = tabbedContainerStrings;
