import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-grid>` with their English defaults. */
export const gridStrings = defineStrings({
  /** The editor placeholder's field name for a grid without cards. */
  Grid_Cards: 'Cards',
});
export const { t } = gridStrings;
