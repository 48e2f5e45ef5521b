import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-sidebar>` with their English defaults: the toggle and the continue control. */
export const sidebarStrings = defineStrings({
  Sidebar_Expand: 'Show more',
  Sidebar_Collapse: 'Show less',
  Sidebar_Continue: 'Continue to next section',
});
export const { t } = sidebarStrings;
