import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-job-detail>` tells the page (name → detail): nothing. Its controls are links (apply,
 * similar jobs, share, back to job search) and a copy button that announces itself.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface JobDetailEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<JobDetailEvents> {}
}
