import { navigateTo } from '../../page/navigation.js';
import { readRaw, STORAGE_KEYS, writeRaw } from '../../page/storage.js';

/**
 * A§4 "after sign-in, if the reason is a locked account, the user returns to the path saved at
 * lock time". Kept in localStorage: a lock lasts minutes, and the next sign-in may come in another
 * tab or after the tab was closed. A client-side route hash (`#/signin…`, A§2) is the dialog the
 * lock happened in, not the page: kept, it would reopen that auth screen, which sends a signed-in
 * reader home. A plain anchor (`#comments`) is part of the page and stays.
 */
export function rememberLockedAt(): void {
  const hash = location.hash.startsWith('#/') ? '' : location.hash;
  writeRaw('localStorage', STORAGE_KEYS.lockReturnPath, `${location.pathname}${location.search}${hash}`);
}

/**
 * Where a successful sign-in goes (any kind: password or social): the path saved at lock time if
 * there is one (then forgotten), else `redirectUrl`, else nowhere. Nothing happens when that is
 * the page already shown. Through the one navigation check, naming `caller` when it refuses.
 */
export function goAfterSignIn(redirectUrl: string | undefined, caller: string): void {
  const locked = readRaw('localStorage', STORAGE_KEYS.lockReturnPath);
  if (locked !== null) writeRaw('localStorage', STORAGE_KEYS.lockReturnPath, null);
  const target = locked || redirectUrl;
  if (!target) return;
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (target === here || target === location.href) return;
  navigateTo(target, caller);
}
