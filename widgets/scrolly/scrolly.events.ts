import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-scrolly>` tells the page (name → detail): nothing (the spec gives it no events). The
 * step being read is marked on its `step` part (`active`) and with `aria-current="step"`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface ScrollyEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ScrollyEvents> {}
}
