/**
 * Web Storage helpers that never throw.
 *
 * Storage can be missing or hostile: Safari private mode and some embedded browsers throw on
 * access, quota errors throw on write, and other scripts (or older releases) may have left
 * non-JSON text under a key. Widgets must keep working in all those cases, so every helper here
 * swallows the error and falls back to an empty value.
 */

/** JSON object as stored by these helpers. */
export type JsonRecord = Record<string, unknown>;

/**
 * Keys of the user data the site keeps locally. Sign-out removes all of them (A§4: "Sign-out clears
 * cookies, saved articles, ratings and subscription data"). The spec does not show the original key
 * names, so these are ours, all under the `mck.` prefix.
 */
export const STORAGE_KEYS = {
  /** Saved articles, keyed `{articleId}_{language}` (A§3). */
  savedArticles: 'mck.savedArticles',
  /** Ratings, keyed `{articleId}_{language}` (A§3). */
  ratings: 'mck.ratings',
  /** Subscription codes / data of the signed-in user. */
  subscriptions: 'mck.subscriptions',
  /**
   * The "first last" name stored after a profile save (A§3). Personal data, so sign-out clears it
   * too even though the spec only lists the three above.
   */
  userInfo: 'mck.userInfo',
  /** Set after a profile save (A§4 "the user is marked profile-complete"); personal, so sign-out clears it. */
  profileComplete: 'mck.profileComplete',
  /** The page shown when a sign-in hit a locked account (A§4): the next sign-in returns there. */
  lockReturnPath: 'mck.lockReturnPath',
  /** A refresh said the session needs a fresh sign-in for sensitive data (A§4): kept until one. */
  reLoginRequired: 'mck.reLoginRequired',
} as const;

/** One of the {@link STORAGE_KEYS} values. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

type Area = 'localStorage' | 'sessionStorage';

/**
 * The given storage area, or `null` when unavailable (no window, disabled, or access throws).
 * Exported so other core modules share the same tolerant access.
 */
export function storageArea(area: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    const store = window[area];
    return store ?? null;
  } catch {
    return null;
  }
}

/** Reads a raw string; `null` when absent or storage is unavailable. */
export function readRaw(area: Area, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a raw string (or removes the key for `null`). Returns false when storage refused it. */
export function writeRaw(area: Area, key: string, value: string | null): boolean {
  const store = storageArea(area);
  if (!store) return false;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function readJson<T extends JsonRecord>(area: Area, key: string): T {
  const text = readRaw(area, key);
  if (text === null) return {} as T;
  try {
    const value: unknown = JSON.parse(text);
    // Only plain objects count: the callers treat the result as a record.
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as T;
  } catch {
    /* bad JSON: fall through to the empty default */
  }
  return {} as T;
}

/**
 * Reads a JSON object from sessionStorage. Returns `{}` when the key is absent, the text is not
 * JSON, the JSON is not an object, or storage is unavailable (D§9: "session storage stores JSON and
 * returns an empty object by default").
 */
export function readSessionJson<T extends JsonRecord = JsonRecord>(key: string): T {
  return readJson<T>('sessionStorage', key);
}

/** Stores a value as JSON in sessionStorage. Returns false when it could not be stored. */
export function writeSessionJson(key: string, value: unknown): boolean {
  return writeRaw('sessionStorage', key, JSON.stringify(value));
}

/** localStorage counterpart of {@link readSessionJson}. */
export function readLocalJson<T extends JsonRecord = JsonRecord>(key: string): T {
  return readJson<T>('localStorage', key);
}

/** localStorage counterpart of {@link writeSessionJson}. */
export function writeLocalJson(key: string, value: unknown): boolean {
  return writeRaw('localStorage', key, JSON.stringify(value));
}

/** Removes a key from both storage areas. */
export function removeStored(key: string): void {
  writeRaw('localStorage', key, null);
  writeRaw('sessionStorage', key, null);
}

/**
 * Removes every {@link STORAGE_KEYS} entry from both areas; part of the local sign-out. Both areas,
 * because widgets may cache per tab (session) or across tabs (local).
 */
export function clearUserData(): void {
  for (const key of Object.values(STORAGE_KEYS)) removeStored(key);
}
