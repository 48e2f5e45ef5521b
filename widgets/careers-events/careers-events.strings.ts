import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-careers-events>` with their English defaults. */
export const careersEventsStrings = defineStrings({
  CareersEvents_Label: 'Events',
  CareersEvents_ViewMore: 'View more',
  CareersEvents_Filters: 'Filter events',
  CareersEvents_Format: 'Format',
  CareersEvents_Location: 'Location',
  CareersEvents_Interest: 'Interest',
  CareersEvents_Remove: 'Remove {name}',
  CareersEvents_RemoveGroup: 'Clear {group}',
  CareersEvents_ClearAll: 'Clear all',
  CareersEvents_Sort: 'Sort by',
  CareersEvents_SortFeatured: 'Featured',
  CareersEvents_SortStartTime: 'Date',
  CareersEvents_SortTitle: 'Title',
  CareersEvents_From: 'From',
  CareersEvents_To: 'To',
  CareersEvents_Range: '{from} to {to}',
  CareersEvents_NoEvents: 'No events available',
});
export const { t } = careersEventsStrings;
