import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-careers-events>` tells the page (name → detail): nothing. Its filters live in the
 * page URL (format, location, interest), which the page can read; cards are plain links.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface CareersEventsEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<CareersEventsEvents> {}
}
