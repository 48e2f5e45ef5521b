import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-profile-grid>` tells the page (name → detail): nothing. Its cards' names are plain
 * links, which the page follows as any link; "Load more" only changes the grid.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface ProfileGridEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ProfileGridEvents> {}
}
