// Media features (prefers-reduced-motion, colour scheme) in web-test-runner's browser, through its
// built-in emulate-media command.

import { wtrCommand } from './wtr-command.js';

/** Emulates media features for the page, e.g. `{ reducedMotion: 'reduce' }`; pass `'no-preference'` to undo. */
export async function emulateMedia(payload: { reducedMotion?: 'reduce' | 'no-preference'; colorScheme?: 'light' | 'dark' | 'no-preference' }): Promise<void> {
  await wtrCommand('emulate-media', payload);
}
