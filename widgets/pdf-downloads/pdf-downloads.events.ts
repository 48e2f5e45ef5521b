import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-pdf-downloads>` tells the page (name → detail): nothing of its own. Its links and its
 * save button change the location hash, which the auth router (`mck-auth-router`) handles.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface PdfDownloadsEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<PdfDownloadsEvents> {}
}
