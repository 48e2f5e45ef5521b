import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, TimeoutError } from '../../session/http.js';
import { createResource } from './index.js';

/** A call the test answers by hand, recording the signal it was given. */
function manualCalls<T>() {
  const calls: Array<{ args: string; signal: AbortSignal; resolve(v: T): void; reject(e: unknown): void }> = [];
  const load = (args: string, signal: AbortSignal) => new Promise<T>((resolve, reject) => {
    calls.push({ args, signal, resolve, reject });
  });
  return { calls, load };
}

describe('createResource', () => {
  afterEach(() => vi.useRealTimers());

  it('goes waiting → loading → ready with the answer', async () => {
    const { calls, load } = manualCalls<string[]>();
    const resource = createResource(load);
    expect(resource.state.value.status).toBe('waiting');
    const done = resource.run('q');
    expect(resource.state.value.status).toBe('loading');
    calls[0]!.resolve(['a']);
    await expect(done).resolves.toEqual(['a']);
    expect(resource.state.value).toMatchObject({ status: 'ready', data: ['a'], outcome: null });
  });

  it('reports an empty answer as empty, by default an empty array or null', async () => {
    const resource = createResource(async (_: string) => [] as string[]);
    await resource.run('q');
    expect(resource.state.value.status).toBe('empty');
    const custom = createResource(async (_: string) => ({ total: 0 }), { isEmpty: (d) => d.total === 0 });
    await custom.run('q');
    expect(custom.state.value.status).toBe('empty');
  });

  it('aborts the call in flight when a new one starts; the old answer is ignored', async () => {
    const { calls, load } = manualCalls<string>();
    const resource = createResource(load);
    const first = resource.run('old');
    const second = resource.run('new');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.resolve('new answer');
    calls[0]!.resolve('old answer');
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBe('new answer');
    expect(resource.state.value.data).toBe('new answer');
  });

  it('keeps the previous data while a newer call loads', async () => {
    const { calls, load } = manualCalls<string>();
    const resource = createResource(load);
    const first = resource.run('a');
    calls[0]!.resolve('A');
    await first;
    void resource.run('b');
    expect(resource.state.value).toMatchObject({ status: 'loading', data: 'A' });
  });

  it('debounces: only the last call of a burst reaches the service', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (q: string) => `results for ${q}`);
    const resource = createResource(load, { debounceMs: 300 });
    void resource.run('a');
    void resource.run('ab');
    const last = resource.run('abc');
    await vi.advanceTimersByTimeAsync(300);
    await expect(last).resolves.toBe('results for abc');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toBe('abc');
  });

  it('reset aborts and returns to waiting', async () => {
    const { calls, load } = manualCalls<string>();
    const resource = createResource(load);
    const pending = resource.run('q');
    resource.reset();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('late');
    await expect(pending).resolves.toBeUndefined();
    expect(resource.state.value.status).toBe('waiting');
  });

  it('turns a failure into the outcome the policy names', async () => {
    const resource = createResource(async (_: string): Promise<string> => {
      throw new HttpError({ status: 423, code: 1005, message: 'locked' });
    }, { failures: { codes: { 1005: 'SignIn_AccountLocked' } } });
    await expect(resource.run('x')).resolves.toBeUndefined();
    expect(resource.state.value.status).toBe('error');
    expect(resource.state.value.outcome).toMatchObject({ messageKey: 'SignIn_AccountLocked', failure: { kind: 'server', status: 423, code: 1005 } });
  });

  it('treats failures as empty where the spec says so (lookups, search)', async () => {
    const resource = createResource(async (_: string): Promise<string[]> => {
      throw new TimeoutError('lookups', '/x', 10);
    }, { failures: { emptyOnFailure: true } });
    await resource.run('x');
    expect(resource.state.value.status).toBe('empty');
    expect(resource.state.value.outcome?.failure.kind).toBe('timeout');
  });
});
