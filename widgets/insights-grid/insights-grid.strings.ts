import { defineStrings } from '../../core/text/i18n.js';

/**
 * Dictionary keys of `<mck-insights-grid>` with their English defaults. Its only text of its own is
 * the list kit's "Load more"; this key names the grid for screen readers.
 */
export const insightsGridStrings = defineStrings({
  InsightsGrid_Label: 'Insights',
});
export const { t } = insightsGridStrings;
