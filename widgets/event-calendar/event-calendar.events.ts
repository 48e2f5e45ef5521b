import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-event-calendar>` tells the page (name → detail): nothing; its filter only changes the calendar. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface EventCalendarEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<EventCalendarEvents> {}
}
