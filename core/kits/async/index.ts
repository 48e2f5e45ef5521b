/**
 * Async kit: the state of any call (waiting / loading / ready / empty / error), cancelling the
 * previous call when a new one starts, debounce, and one mapping from failures to outcomes.
 * Import it only through this file: the build emits each kit as its own shared chunk.
 */
export { createResource, isPending, type AsyncState, type AsyncStatus, type Loader, type Resource, type ResourceOptions } from './resource.js';
export { useAsync, useResource } from './use-async.js';
export { onScrollWhileNear, useInView, type InViewOptions } from './use-in-view.js';
export {
  describeFailure, failureCause, failureMessageKey, outcomeOf, warnFailure, GENERIC_ERROR_KEY,
  type Failure, type FailureKind, type FailurePolicy, type Outcome,
} from './outcome.js';
export { delay } from './delay.js';
