import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-story-container>` tells the page (name → detail): nothing (the spec gives it no
 * events). It only lays out what the CMS printed; links and nested widgets inside keep their own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface StoryContainerEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<StoryContainerEvents> {}
}
