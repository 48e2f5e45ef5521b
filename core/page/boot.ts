/**
 * Page boot, main stage: imported once, before the first widget chunk, by the staged boot the
 * loader imports (core/page/boot-start.ts), after the runtime and core chunks. Reads and validates the
 * page configuration (an invalid one is reported on the console; widgets that need services then
 * show their error states), sets the document language and direction, loads the dictionary,
 * starts the one shared session, and offers legacy page scripts `window.mck`.
 */
import { createChunkLoader } from './chunk-loader.js';
import { getConfig } from './config.js';
import { installLegacyBus } from './events.js';
import { createHydrator } from './hydrate.js';
import { applyDocumentLanguage, loadDictionary } from '../text/i18n.js';
import { refreshUser, session, signIn, signOut, startSession, user } from '../session/session.js';
import type { User } from '../contracts/user.js';

/** What legacy page scripts may use besides `window.mck.events`. */
export interface MckSessionApi {
  readonly signedIn: boolean;
  readonly user: User | null;
  signIn(username: string, password: string): Promise<User>;
  signOut(): void;
  /** Fetches the signed-in user again (e.g. after a profile change elsewhere). */
  refreshUser(): Promise<User | null>;
}

declare global {
  interface MckGlobal {
    session?: MckSessionApi;
    booted?: boolean;
  }
}

/** tag → widget chunk (relative to this chunk), injected by build.mjs; absent in other bundles. */
declare const __MCK_CHUNKS__: Record<string, string> | undefined;
const chunks: Record<string, string> = typeof __MCK_CHUNKS__ === 'undefined' ? {} : __MCK_CHUNKS__;

/** Loads a tag's chunk once (see core/page/chunk-loader.ts). */
export const load = createChunkLoader(chunks, import.meta.url);

/**
 * Called by the loader for each element whose strategy fired: loads its chunk, then marks it
 * hydrated through the sliced hydration queue (core/page/hydrate.ts). Rejects when the chunk
 * cannot be loaded; the loader then marks the element `data-mck-error="load"`.
 */
export const hydrate = createHydrator(load);

function boot(): void {
  window.mck ??= {};
  if (window.mck.booted) return;
  window.mck.booted = true;
  installLegacyBus();
  window.mck.session = {
    get signedIn() { return session.peek(); },
    get user() { return user.peek(); },
    signIn,
    signOut,
    refreshUser,
  };
  const config = getConfig();
  if (config) {
    applyDocumentLanguage(config.language);
    // A page lists only the services its widgets call (config.ts ServiceUrls): without the CMS the
    // widgets keep their built-in English, without the user service nobody is signed in.
    if (config.services.cms) void loadDictionary(config.language);
    else if (!/^en\b/.test(config.language)) console.warn(`[mck] the page configuration has no "services.cms": widgets show their built-in English, not "${config.language}".`);
    if (config.services.user) void startSession();
  }
  window.dispatchEvent(new CustomEvent('mck:ready'));
}

boot();
