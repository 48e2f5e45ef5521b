import { signal } from '@preact/signals-react';

/**
 * Which media element on the page is playing (A§4: only one video plays at once, the one started
 * last; the rest pause). A signal in the one shared core, so players in separate React roots, and
 * separate widget chunks, agree.
 */
export const activeMedia = signal<object | null>(null);

/** Call when a player starts; every other player sees it is no longer the active one. */
export function claimPlayback(owner: object): void {
  activeMedia.value = owner;
}

/** Call when a player pauses or ends on its own, so none is marked active. */
export function releasePlayback(owner: object): void {
  if (activeMedia.peek() === owner) activeMedia.value = null;
}
