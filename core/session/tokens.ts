/**
 * Access and refresh tokens (A§4, A§7).
 *
 * Stored in localStorage so every tab of the site shares one sign-in. When storage is unavailable
 * (private mode, blocked by policy) they live in memory for the life of the page instead: the user
 * can still sign in, they just are not remembered.
 */
import { decodeJwtPayload } from './jwt.js';
import { readRaw, writeRaw } from '../page/storage.js';

/** localStorage keys; exported so cross-tab sync can recognise `storage` events on them. */
export const TOKEN_STORAGE_KEYS = {
  access: 'mck.accessToken',
  refresh: 'mck.refreshToken',
} as const;

/** In-memory fallback used only when localStorage refuses a write. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  // Memory first: it only holds a value when a newer write was refused, and then it is the truth.
  return memory.get(key) ?? readRaw('localStorage', key);
}

function write(key: string, value: string | null): void {
  if (writeRaw('localStorage', key, value)) {
    memory.delete(key);
    return;
  }
  if (value === null) memory.delete(key);
  else memory.set(key, value);
}

/** The stored access token, or `null`. */
export function getAccessToken(): string | null {
  return read(TOKEN_STORAGE_KEYS.access);
}

/** The stored refresh token, or `null`. */
export function getRefreshToken(): string | null {
  return read(TOKEN_STORAGE_KEYS.refresh);
}

/**
 * Stores the given tokens; a token left `undefined` keeps its current value (a refresh answer
 * may omit the refresh token when it was not rotated). Empty strings are ignored for the same
 * reason: a service echoing an empty header must not wipe the session.
 */
export function setTokens(tokens: { access?: string | null; refresh?: string | null }): void {
  if (tokens.access) write(TOKEN_STORAGE_KEYS.access, tokens.access);
  if (tokens.refresh) write(TOKEN_STORAGE_KEYS.refresh, tokens.refresh);
}

/** Removes both tokens. */
export function clearTokens(): void {
  write(TOKEN_STORAGE_KEYS.access, null);
  write(TOKEN_STORAGE_KEYS.refresh, null);
}

/**
 * Whether the access token is expired at `now` (ms since epoch), judged from its `exp` claim
 * without verifying the signature. A missing or malformed token counts as expired, so start-up
 * tries a refresh rather than calling with garbage. A well-formed token without `exp` never
 * expires (RFC 7519: the claim is optional).
 */
export function accessTokenExpired(now: number = Date.now()): boolean {
  const payload = decodeJwtPayload(getAccessToken());
  if (!payload) return true;
  if (payload.exp === undefined) return false;
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return true;
  return payload.exp * 1000 <= now;
}

/** The `sub` claim of the access token (the user id), or `null`. */
export function accessTokenSubject(): string | null {
  const sub = decodeJwtPayload(getAccessToken())?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}
