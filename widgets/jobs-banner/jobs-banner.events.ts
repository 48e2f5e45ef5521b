import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-jobs-banner>` tells the page (name → detail): nothing; its links are plain links. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface JobsBannerEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<JobsBannerEvents> {}
}
