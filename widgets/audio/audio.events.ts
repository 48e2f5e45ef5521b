import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-audio>` tells the page (name → detail): nothing. E§4 gives the player no events;
 * starting it pauses other players through core/page/media.ts, not through an event.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface AudioEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<AudioEvents> {}
}
