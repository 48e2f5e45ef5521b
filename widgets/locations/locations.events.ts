import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-locations>` tells the page (name → detail): nothing. Opening a region or a country
 * only changes the widget; its links are plain links.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface LocationsEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<LocationsEvents> {}
}
