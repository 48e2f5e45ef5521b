import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-event-calendar>` tells the page (name → detail): nothing; its filter only changes the calendar. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface EventCalendarEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<EventCalendarEvents> {}
}
