import { format, parseISO } from 'date-fns';

/** D§9: how a chosen date is shown. */
export const DATE_RANGE_FORMAT = 'MMM d, yyyy';

/** A date input's value (`yyyy-MM-dd`) as shown: `Mar 1, 2026`. */
export const showDate = (day: string) => format(parseISO(day), DATE_RANGE_FORMAT);

/** The range sent to the service (D§9: ISO to the second with Z), the whole of both days; none unless both ends are chosen (D§4) and in order. */
export function rangeToSend(from: string, to: string): { startDate: string; endDate: string } | null {
  if (!from || !to || from > to) return null;
  return { startDate: `${from}T00:00:00Z`, endDate: `${to}T23:59:59Z` };
}

/** An event's time as shown on its card: the day only, in UTC as the CMS wrote it. */
export const showEventDate = (iso: string) => format(parseISO(iso.slice(0, 10)), DATE_RANGE_FORMAT);
