import type { Context } from 'hono';
import { ACCOUNT_LOCKED, INVALID_CREDENTIALS } from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { fail } from '../http.js';
import { peerAddress } from '../rate-limit.js';
import { hashPassword, passwordMatches } from './passwords.js';
import {
  clearSignInFailures, findCredentials, isKnownSignInClient, recordSignInFailure, rememberSignInClient, signInLockedUntil,
} from './queries.js';

/** Compared against when the email is unknown or has no password, so a miss costs as long as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password');

/** A correct password from a client that signed in to the account within this many days gets in during a lock. */
export const KNOWN_CLIENT_DAYS = 90;

/** 423 ACCOUNT_LOCKED with the seconds left in `Retry-After`. */
function locked(until: Date): never {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return fail(423, `This account is locked after too many failed sign-ins; try again in ${Math.ceil(seconds / 60)} min.`,
    ACCOUNT_LOCKED, { 'Retry-After': String(seconds) });
}

/**
 * The one way a password is checked, for sign-in and for anything else a password proves (linking
 * a social identity): throttled per address typed (the policy is in demo/server/README.md,
 * "Sign-in throttling"). Answers the account's id; else fails with 401 INVALID_CREDENTIALS, or 423
 * ACCOUNT_LOCKED while the address is locked.
 */
export function passwordCheck(deps: ServiceDeps) {
  const { db, settings } = deps;
  const clientOf = deps.clientKey ?? peerAddress;
  return async (c: Context, address: string, password: string): Promise<string> => {
    // Known and unknown addresses take the same path (counted, locked, answered alike), so the
    // answers tell no one which emails have an account.
    const credentials = await findCredentials(db, address.trim());
    const client = clientOf(c);
    const lockedUntil = await signInLockedUntil(db, address);
    // A locked address is not even checked: its password cannot be guessed while it is locked.
    // Except from a client the account signed in from before: a stranger's failures must not
    // shut the reader out of their own devices.
    if (lockedUntil && !(credentials && (await isKnownSignInClient(db, credentials.id, client, KNOWN_CLIENT_DAYS)))) {
      locked(lockedUntil);
    }
    const storedHash = credentials?.password_hash;
    const ok = (await passwordMatches(storedHash || (await DUMMY_HASH), password)) && !!storedHash;
    if (!credentials || !ok) {
      const lock = (await recordSignInFailure(db, address, settings.lockout)) ?? lockedUntil;
      if (lock) locked(lock);
      return fail(401, 'The email or password is incorrect.', INVALID_CREDENTIALS);
    }
    // A sign-in through a lock leaves the lock for everyone else; one without forgets the failures.
    if (!lockedUntil) await clearSignInFailures(db, credentials.id);
    await rememberSignInClient(db, credentials.id, client);
    return credentials.id;
  };
}
