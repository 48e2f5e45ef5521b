/**
 * The signed-in state shared by every widget on the page (A§4), as signals: each widget is its own
 * React root, so React context cannot carry it; a widget reading `session.value` after
 * `useSignals()` re-renders when it changes.
 *
 * Transitions: signed out → signed in (tokens stored) → expired. Sign-out is local (tokens,
 * cookies, locally kept user data). Tabs keep each other in step through a BroadcastChannel and
 * `storage` events on the token keys.
 */
import { computed, signal } from '@preact/signals-react';
import { getConfig } from '../page/config.js';
import type { User } from '../contracts/user.js';
import { deleteCookie, getCookie, setCookie } from '../page/cookies.js';
import { emit } from '../page/events.js';
import { HttpError, onAuthFailure } from './http.js';
import { getUserRecord, onTokensRefreshed, postSignIn, refreshTokens } from './user-client.js';
import { clearUserData, readRaw, STORAGE_KEYS, writeRaw } from '../page/storage.js';
import {
  accessTokenExpired, accessTokenSubject, clearTokens, getAccessToken, getRefreshToken, TOKEN_STORAGE_KEYS,
} from './tokens.js';

/** Cookie holding the premium flag (A§6: "premium cookie true"); the spec does not show its name. */
export const PREMIUM_COOKIE = 'mck_premium';
/** Cookie holding the practice-user flag (A§6). */
export const PRACTICE_USER_COOKIE = 'mck_practice_user';
/**
 * Lifetime of those cookies. Chosen: the tokens persist in localStorage across visits, so the
 * flags must outlive the browser session too; 30 days, refreshed at every sign-in and start-up.
 */
export const FLAG_COOKIE_DAYS = 30;

/** Name of the BroadcastChannel tabs use to tell each other about sign-in and sign-out. */
export const SESSION_CHANNEL = 'mck-session';

/** What tabs send each other. No user data travels: the receiver fetches it itself. */
export type SessionMessage = { type: 'signed-in' } | { type: 'signed-out' };

/** True while signed in (a usable token is stored). */
export const session = signal(false);
/** The signed-in user, or `null` (signed out, or the user fetch failed). */
export const user = signal<User | null>(null);
/** True when the session ended because the tokens could not be renewed. */
export const expired = signal(false);
/**
 * A§4: after a refresh the services may want a fresh sign-in before showing sensitive data. Only a
 * refresh says so, and a reload with a still-valid token asks nobody: the flag is kept in storage
 * until a sign-in or sign-out clears it.
 */
export const reLoginRequiredForSensitiveData = signal(readRaw('localStorage', STORAGE_KEYS.reLoginRequired) === 'true');
reLoginRequiredForSensitiveData.subscribe((required) => {
  writeRaw('localStorage', STORAGE_KEYS.reLoginRequired, required ? 'true' : null);
});
/**
 * True once the reader signed in during this page view (here, or in another tab): a registration
 * page sends home only a reader who arrived signed in, not one who signed in on the page.
 */
export const signedInDuringPage = signal(false);
/** True while the start-up check runs; pages hide session-dependent content meanwhile (A§6). */
export const sessionPending = signal(false);
/** Premium user (cookie {@link PREMIUM_COOKIE} is `'true'`). */
export const premium = signal(false);
/** Practice user (cookie {@link PRACTICE_USER_COOKIE} is `'true'`). */
export const practiceUser = signal(false);
/** A§6: saved articles and the like are fetched only with a session needing no re-login. */
export const sensitiveDataAllowed = computed(() => session.value && !reLoginRequiredForSensitiveData.value);

/** Reads the premium and practice-user cookies into their signals. */
export function readFlagCookies(): void {
  premium.value = getCookie(PREMIUM_COOKIE) === 'true';
  practiceUser.value = getCookie(PRACTICE_USER_COOKIE) === 'true';
}
readFlagCookies();

/** The signed-in state from a user record; its flags go to cookies for legacy scripts and servers. */
function applyUser(u: User): void {
  setCookie(PREMIUM_COOKIE, String(u.isPremiumUser), { days: FLAG_COOKIE_DAYS });
  setCookie(PRACTICE_USER_COOKIE, String(u.practiceUser), { days: FLAG_COOKIE_DAYS });
  premium.value = u.isPremiumUser;
  practiceUser.value = u.practiceUser;
  user.value = u;
  session.value = true;
  expired.value = false;
}

/** Signed-out signals. The cookie flags are left alone: they follow their cookies. */
function resetSignals(): void {
  signedInDuringPage.value = false;
  session.value = false;
  user.value = null;
  expired.value = false;
  reLoginRequiredForSensitiveData.value = false;
}

// ---------------------------------------------------------------------------------------------
// Cross-tab

let channel: BroadcastChannel | null = null;
let storageListener: ((event: StorageEvent) => void) | null = null;

function broadcast(message: SessionMessage): void {
  try {
    channel?.postMessage(message);
  } catch (err) {
    console.warn('[mck] could not tell other tabs about the session change.', err);
  }
}

/** Local sign-out; `tellOtherTabs` is false when reacting to another tab (no echo). */
function signOutLocal(tellOtherTabs: boolean): void {
  clearTokens();
  deleteCookie(PREMIUM_COOKIE);
  deleteCookie(PRACTICE_USER_COOKIE);
  clearUserData();
  resetSignals();
  premium.value = false;
  practiceUser.value = false;
  emit('signed-out', {});
  if (tellOtherTabs) broadcast({ type: 'signed-out' });
}

/** Whether there is anything to sign out; keeps repeated triggers from emitting twice. */
function hasSessionState(): boolean {
  return session.value || user.value !== null || getAccessToken() !== null || getRefreshToken() !== null;
}

/** A§4 refresh failure: signed out locally and marked expired. */
function expireSession(): void {
  if (hasSessionState()) signOutLocal(true);
  expired.value = true;
}

let remoteSignIn: Promise<void> | null = null;

/** Another tab signed in (or switched user): fetch our own copy of the user, without re-broadcasting. */
function onRemoteSignIn(): Promise<void> {
  const sub = accessTokenSubject();
  if (!sub || (session.value && user.value?.id === sub)) return Promise.resolve();
  remoteSignIn ??= fetchUser()
    .then((u) => {
      if (!u) return;
      signedInDuringPage.value = true;
      emit('signed-in', { user: u });
    })
    .finally(() => {
      remoteSignIn = null;
    });
  return remoteSignIn;
}

/** Another tab signed out: do the same locally, without re-broadcasting. */
function onRemoteSignOut(): void {
  if (session.value || user.value !== null) signOutLocal(false);
}

/** Handles a message from another tab. Exported for tests and for embedders with their own channel. */
export function handleSessionMessage(message: unknown): Promise<void> {
  const type = (message as Partial<SessionMessage> | null)?.type;
  if (type === 'signed-in') return onRemoteSignIn();
  if (type === 'signed-out') onRemoteSignOut();
  return Promise.resolve();
}

/**
 * Starts listening to other tabs (idempotent): BroadcastChannel messages where supported, and
 * `storage` events on the access-token key everywhere (also covering browsers without
 * BroadcastChannel). Both may report the same change; the handlers are idempotent.
 */
export function startCrossTabSync(): void {
  if (typeof window === 'undefined') return;
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent) => void handleSessionMessage(event.data);
  }
  if (!storageListener) {
    storageListener = (event: StorageEvent) => {
      // key null: another tab called localStorage.clear().
      if (event.key !== TOKEN_STORAGE_KEYS.access && event.key !== null) return;
      void handleSessionMessage({ type: getAccessToken() ? 'signed-in' : 'signed-out' });
    };
    window.addEventListener('storage', storageListener);
  }
}

/** Stops listening to other tabs. */
export function stopCrossTabSync(): void {
  channel?.close();
  channel = null;
  if (storageListener) window.removeEventListener('storage', storageListener);
  storageListener = null;
}

// ---------------------------------------------------------------------------------------------
// Hooks into the transport and the user client (registered once, on import)

onAuthFailure(() => expireSession());
onTokensRefreshed((answer) => {
  reLoginRequiredForSensitiveData.value = answer.reLoginRequiredForSensitiveData ?? false;
});

// ---------------------------------------------------------------------------------------------
// Transitions

/**
 * GET {user}/v2/users/{sub}. On success the user is applied (session true). A 401 that could
 * not be cured means the tokens are worthless: expired and signed out. Any other failure (network,
 * 5xx) keeps the session, since the token itself is fine, with `user` null, and is logged.
 */
async function fetchUser(): Promise<User | null> {
  const sub = accessTokenSubject();
  if (!sub) {
    expireSession();
    return null;
  }
  try {
    const record = await getUserRecord(sub);
    applyUser(record);
    return record;
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) {
      expireSession();
    } else {
      console.warn('[mck] could not load the signed-in user.', err);
      session.value = true;
    }
    return null;
  }
}

async function runStart(): Promise<void> {
  readFlagCookies();
  if (!getAccessToken() && !getRefreshToken()) {
    resetSignals();
    return;
  }
  if (!accessTokenExpired()) {
    await fetchUser();
    return;
  }
  if (getConfig()?.site === 'insights') {
    // A§4 refreshes on load only outside the insights site; there the stale session is expired,
    // tokens kept (a later 401 in a call may still refresh them).
    session.value = false;
    user.value = null;
    expired.value = true;
    return;
  }
  try {
    const answer = await refreshTokens();
    session.value = true;
    expired.value = false;
    reLoginRequiredForSensitiveData.value = answer.reLoginRequiredForSensitiveData ?? false;
  } catch (err) {
    console.warn('[mck] session refresh failed; signing out.', err);
    expireSession();
    return;
  }
  await fetchUser();
}

let startInFlight: Promise<void> | null = null;

/**
 * The start-up check (A§4), run by boot: no tokens → signed out; a valid access token → fetch the
 * user; an expired one (not on the insights site) → refresh, then fetch the user; refresh failure →
 * expired and signed out locally. `sessionPending` is true meanwhile. Also starts cross-tab sync.
 * Concurrent calls share one run. Never rejects.
 */
export function startSession(): Promise<void> {
  startCrossTabSync();
  startInFlight ??= (async () => {
    sessionPending.value = true;
    try {
      await runStart();
    } catch (err) {
      console.error('[mck] session start failed.', err);
    } finally {
      sessionPending.value = false;
      startInFlight = null;
    }
  })();
  return startInFlight;
}

/**
 * Re-reads the signed-in user (after a profile or subscription change, or for legacy scripts via
 * boot). Refreshes first when the access token has expired. `null` when signed out or when the
 * fetch failed; an unrecoverable token ends the session as on start-up.
 */
export async function refreshUser(): Promise<User | null> {
  if (!getAccessToken() && !getRefreshToken()) return null;
  if (accessTokenExpired()) {
    try {
      await refreshTokens();
    } catch (err) {
      console.warn('[mck] session refresh failed; signing out.', err);
      expireSession();
      return null;
    }
  }
  return fetchUser();
}

/**
 * Signs in through the user service (user-client.ts `postSignIn`). Sets the user and session,
 * clears `expired`, stores the premium/practice cookies, emits `signed-in` and tells other tabs.
 *
 * @throws the HttpError (or TimeoutError, …) unchanged, so the form can show the matching message.
 */
export async function signIn(username: string, password: string): Promise<User> {
  const record = await postSignIn(username, password);
  acceptSignIn(record);
  return record;
}

/**
 * The session after any call that signed the user in and stored the tokens from its headers
 * (sign-in, registration, a social sign-in): the user and session are set, `expired` and the
 * re-login flag cleared, `signed-in` emitted and other tabs told.
 */
export function acceptSignIn(record: User): void {
  signedInDuringPage.value = true;
  applyUser(record);
  reLoginRequiredForSensitiveData.value = false;
  emit('signed-in', { user: record });
  broadcast({ type: 'signed-in' });
}

/**
 * Signs out locally (A§4): clears the tokens, the premium and practice-user cookies, saved articles,
 * ratings, subscription data and user info in storage; resets the signals; emits `signed-out`;
 * tells other tabs.
 */
export function signOut(): void {
  signOutLocal(true);
}
