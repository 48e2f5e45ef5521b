import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-alumni-module>` tells the page (name → detail): nothing of its own (D§2 gives it no
 * events); the module it renders fires its own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface AlumniModuleEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<AlumniModuleEvents> {}
}
