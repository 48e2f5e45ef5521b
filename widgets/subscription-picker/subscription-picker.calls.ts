import type { FailurePolicy } from '../../core/kits/async/index.js';

/** A§8 "Failed subscription … fetch is silent": no list, no message. */
export const catalogueFailures: FailurePolicy = { emptyOnFailure: true };
