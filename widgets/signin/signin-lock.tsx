import { HttpError } from '../../core/session/http.js';
import { ACCOUNT_LOCKED } from '../../core/contracts/auth.js';
import { t } from './signin.api.js';

/** A refusal because the account is locked (A§8: 423, code 1005), with how long, when said. */
export interface Lock {
  minutes?: number;
}

/** The lock in a failed sign-in, or null for any other failure. */
export function lockOf(err: unknown): Lock | null {
  if (!(err instanceof HttpError) || (err.status !== 423 && err.code !== ACCOUNT_LOCKED)) return null;
  return err.retryAfterSeconds === undefined ? {} : { minutes: Math.max(1, Math.ceil(err.retryAfterSeconds / 60)) };
}

/** The locked-account outcome (A§4), in the place of the form's failure message. */
export function LockMessage({ lock }: { lock: Lock }) {
  return (
    <p className="mck-error" part="error-message lock" role="alert">
      {lock.minutes === undefined ? t('SignIn_AccountLocked') : t('SignIn_AccountLockedFor', { minutes: lock.minutes })}
    </p>
  );
}
