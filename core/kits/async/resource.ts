/**
 * A call whose state widgets render: waiting (not asked yet) → loading → ready | empty | error.
 * State is a signal, so it can be shared across React roots and tested without React.
 *
 * Starting a call aborts the one in flight (A§7 company lookup: "previous request cancelled when a
 * new one starts"), so a slow old answer never overwrites a newer one.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { delay } from './delay.js';
import { outcomeOf, type FailurePolicy, type Outcome } from './outcome.js';

export type AsyncStatus = 'waiting' | 'loading' | 'ready' | 'empty' | 'error';

export interface AsyncState<T> {
  status: AsyncStatus;
  /** The last answer; kept while a newer call loads, so a list need not blank out. */
  data: T | undefined;
  /** Set when status is `error` or a failure made it `empty`. */
  outcome: Outcome | null;
}

/** Whether a call has not answered yet (not started, or under way): what a widget waits on before showing what comes below it. */
export const isPending = (state: { status: AsyncStatus }): boolean => state.status === 'waiting' || state.status === 'loading';

/** Calls the service. It must pass `signal` on to `request()` so cancelling reaches the network. */
export type Loader<A, T> = (args: A, signal: AbortSignal) => Promise<T>;

export interface ResourceOptions<T> {
  /** Milliseconds to wait before calling; a newer call within it replaces this one. */
  debounceMs?: number;
  /** When an answer counts as "nothing there". Default: `null`, `undefined` or an empty array. */
  isEmpty?: (data: T) => boolean;
  /** How failures map to messages or to "empty". */
  failures?: FailurePolicy;
}

export interface Resource<A, T> {
  readonly state: ReadonlySignal<AsyncState<T>>;
  /**
   * Calls with `args`, aborting the call in flight. Resolves with the answer; `undefined` when it
   * failed (see `state.value.outcome`) or a newer call or `reset` replaced it. Never rejects.
   */
  run(args: A): Promise<T | undefined>;
  /** Aborts any call and returns to `waiting`. */
  reset(): void;
}

const WAITING: AsyncState<never> = { status: 'waiting', data: undefined, outcome: null };

const isNothing = (data: unknown) => data == null || (Array.isArray(data) && data.length === 0);

export function createResource<A, T>(load: Loader<A, T>, options: ResourceOptions<T> = {}): Resource<A, T> {
  const state = signal<AsyncState<T>>(WAITING);
  const isEmpty = options.isEmpty ?? isNothing;
  let current: AbortController | null = null;

  async function run(args: A): Promise<T | undefined> {
    current?.abort();
    const mine = new AbortController();
    current = mine;
    state.value = { status: 'loading', data: state.peek().data, outcome: null };
    try {
      if (options.debounceMs) await delay(options.debounceMs, mine.signal);
      const data = await load(args, mine.signal);
      if (mine.signal.aborted) return undefined;
      state.value = { status: isEmpty(data) ? 'empty' : 'ready', data, outcome: null };
      return data;
    } catch (err) {
      if (mine.signal.aborted) return undefined;
      const outcome = outcomeOf(err, options.failures);
      state.value = { status: outcome.status, data: undefined, outcome };
      return undefined;
    } finally {
      if (current === mine) current = null;
    }
  }

  function reset(): void {
    current?.abort();
    current = null;
    state.value = WAITING;
  }

  return { state, run, reset };
}
