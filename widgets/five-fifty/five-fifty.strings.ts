import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-five-fifty>` with their English defaults. */
export const fiveFiftyStrings = defineStrings({
  FiveFifty_Label: 'Story',
  FiveFifty_Hero: 'Introduction',
  FiveFifty_Story: 'Part {number}',
  FiveFifty_Related: 'Related articles',
  FiveFifty_Previous: 'Previous section',
  FiveFifty_Next: 'Next section',
  FiveFifty_Empty: 'Five-fifty story',
});
export const { t } = fiveFiftyStrings;
