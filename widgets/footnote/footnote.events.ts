import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-footnote>` tells the page (name → detail): nothing. Opening a note changes only the
 * footnote itself (E§4 names no event for it).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface FootnoteEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FootnoteEvents> {}
}
