/**
 * D§4 "Calendar visibility", as this widget reads it. Dates at or before year 1 count as unset
 * (the CMS writes an unset date as 0001-01-01), as do missing or unreadable ones.
 * - An expiration date that has passed hides the event, whatever its other dates.
 * - With an end: shown until the end has passed.
 * - Without an end, with a start: shown through the start's day (UTC), so an event of today stays.
 * - With neither: shown (the editor printed it without a date).
 */
export interface CalendarDates {
  start: string;
  end: string;
  expiration: string;
}

const DAY_MS = 86_400_000;

/** The moment a date names, or null when it is unset (absent, unreadable, or at or before year 1). */
export function setDate(value: string): number | null {
  if (!value.trim()) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time).getUTCFullYear() > 1 ? time : null;
}

export function isVisible(dates: CalendarDates, now: number): boolean {
  const start = setDate(dates.start);
  const end = setDate(dates.end);
  const expiration = setDate(dates.expiration);
  if (expiration !== null && expiration <= now) return false;
  if (end !== null) return end >= now;
  if (start !== null) return Math.floor(start / DAY_MS) >= Math.floor(now / DAY_MS);
  return true;
}
