import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-section-header>` tells the page (name → detail): nothing. Its one control is a plain
 * link, which the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface SectionHeaderEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SectionHeaderEvents> {}
}
