import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-event-calendar>` with their English defaults; Calendar_NoEvents is D§8's. */
export const eventCalendarStrings = defineStrings({
  EventCalendar_Label: 'Event calendar',
  EventCalendar_Filters: 'Filter events',
  EventCalendar_All: 'All',
  Calendar_NoEvents: 'There are no upcoming events.',
});
export const { t } = eventCalendarStrings;
