import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-jobs-banner>` tells the page (name → detail): nothing; its links are plain links. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface JobsBannerEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<JobsBannerEvents> {}
}
