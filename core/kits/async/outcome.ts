/**
 * The one place that turns a failed call into what the spec says should happen (A§8, D/E error
 * tables): an error message, or "nothing there" (an empty list, an empty dropdown). Widgets do not
 * inspect errors themselves; they describe their table of answers as a {@link FailurePolicy}.
 */
import { HttpError, TimeoutError } from '../../session/http.js';

/** What went wrong, in the terms the specs use. */
export type FailureKind = 'timeout' | 'unauthorized' | 'not-found' | 'network' | 'server';

/** A failed call, classified. */
export interface Failure {
  kind: FailureKind;
  /** HTTP status, when the service answered. */
  status?: number;
  /** The service's error code (ErrorBody.code), e.g. 1005 for a locked account. */
  code?: number;
  /** The service's own message text. Untrusted: show it only through `core/kits/html`. */
  serverMessage?: string;
  /** The service's `Retry-After`, in seconds, when it sent one. */
  retryAfterSeconds?: number;
  /** The original error, for the console. */
  cause: unknown;
}

/** The generic message every unmapped failure shows (A§8). */
export const GENERIC_ERROR_KEY = 'Common_GenericError';

/** A widget's table of answers to failures. The most specific entry wins: code, message, status, kind. */
export interface FailurePolicy {
  /** Service error code → dictionary key (A§8: sign-up, reset-password and profile tables). */
  codes?: Readonly<Record<number, string>>;
  /**
   * The service's exact message text → dictionary key, for services that tell outcomes apart only
   * by their words (A§8: "Otp is expired", "Otp is invalid"). Checked after `codes`.
   */
  messages?: Readonly<Record<string, string>>;
  /** HTTP status → dictionary key (e.g. 401 → `SignIn_InvalidCredentials`). */
  statuses?: Readonly<Record<number, string>>;
  /** Kind → dictionary key (e.g. a timeout message). */
  kinds?: Readonly<Partial<Record<FailureKind, string>>>;
  /** Key when nothing above matches; default {@link GENERIC_ERROR_KEY}. */
  fallback?: string;
  /**
   * Failures the spec treats as "no data" rather than an error (D§8 "search failure: empty
   * results", A§8 "lookup failures give empty dropdowns"): `true` for every failure.
   */
  emptyOnFailure?: boolean;
  /**
   * Show the service's own message (sanitised where shown) for a failure that carries no error
   * code (A§4: the registration banner "shows HTML text from the server"). A failure with a code
   * shows its mapped key, or the fallback for an unmapped one (A§8), never the service's words.
   */
  showServerMessage?: boolean;
}

/** What the widget shows for a failure. */
export interface Outcome {
  status: 'error' | 'empty';
  /** Dictionary key of the message. */
  messageKey: string;
  /** The service's message to show as (sanitised) HTML, when the policy asks for it. */
  serverHtml?: string;
  failure: Failure;
}

const kindOfStatus = (status: number): FailureKind =>
  status === 401 ? 'unauthorized' : status === 404 ? 'not-found' : 'server';

/**
 * Classifies an error thrown by `core/session/http.ts`: its HttpError and TimeoutError, and
 * fetch's TypeError for a network failure. Anything else (a contract mismatch, a bug) is `server`.
 */
export function describeFailure(err: unknown): Failure {
  if (err instanceof TimeoutError) return { kind: 'timeout', cause: err };
  if (err instanceof HttpError) {
    const written = (err.body as { message?: unknown } | undefined)?.message;
    const serverMessage = typeof written === 'string' ? written : undefined;
    const wait = err.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: err.retryAfterSeconds };
    return { kind: kindOfStatus(err.status), status: err.status, code: err.code, serverMessage, ...wait, cause: err };
  }
  if (err instanceof TypeError) return { kind: 'network', cause: err };
  return { kind: 'server', cause: err };
}

/** The dictionary key for `failure` under `policy`. */
export function failureMessageKey(failure: Failure, policy: FailurePolicy = {}): string {
  return (failure.code !== undefined ? policy.codes?.[failure.code] : undefined)
    ?? (failure.serverMessage !== undefined && policy.messages && Object.hasOwn(policy.messages, failure.serverMessage) ? policy.messages[failure.serverMessage] : undefined)
    ?? (failure.status !== undefined ? policy.statuses?.[failure.status] : undefined)
    ?? policy.kinds?.[failure.kind]
    ?? policy.fallback
    ?? GENERIC_ERROR_KEY;
}

/** What a failed call means for the widget, under its policy. */
export function outcomeOf(err: unknown, policy: FailurePolicy = {}): Outcome {
  const failure = describeFailure(err);
  const outcome: Outcome = {
    status: policy.emptyOnFailure ? 'empty' : 'error',
    messageKey: failureMessageKey(failure, policy),
    failure,
  };
  if (policy.showServerMessage && failure.serverMessage && failure.code === undefined) outcome.serverHtml = failure.serverMessage;
  return outcome;
}

/** A failed call in words for the console: what the service answered, or why there was no answer. */
export function failureCause(failure: Failure): string {
  const cause = failure.cause instanceof Error ? failure.cause : undefined;
  if (failure.kind === 'network') return 'the service could not be reached (network error)';
  if (failure.kind === 'timeout' || failure.status === undefined) return cause?.message ?? `a ${failure.kind} failure`;
  return `the service answered ${failure.status}${failure.code === undefined ? '' : ` (code ${failure.code})`}` +
    (failure.retryAfterSeconds === undefined ? '' : `, retry after ${failure.retryAfterSeconds} s`);
}

/**
 * Names the widget and the cause of a failed action on the console (the rule for every widget's
 * failure: its error state on screen, and a console line naming tag and cause).
 */
export function warnFailure(tag: string, action: string, failure: Failure): void {
  console.warn(`[${tag}] ${action} failed: ${failureCause(failure)}.`);
}
