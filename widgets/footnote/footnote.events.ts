import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-footnote>` tells the page (name → detail): nothing. Opening a note changes only the
 * footnote itself (E§4 names no event for it).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface FootnoteEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FootnoteEvents> {}
}
