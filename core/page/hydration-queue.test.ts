import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFramePacer, createHydrationQueue, createTimeSlicer, type HydrationQueueOptions } from './hydration-queue.js';

/** A page with elements #a … #e in document order. */
function page(): Record<string, Element> {
  document.body.innerHTML = '<mck-x id="a"></mck-x><div><mck-x id="b"></mck-x></div><mck-x id="c"></mck-x><mck-x id="d"></mck-x><mck-x id="e"></mck-x>';
  return Object.fromEntries([...document.querySelectorAll('mck-x')].map((el) => [el.id, el]));
}

/**
 * A queue whose clock advances 5 ms per step (a stand-in for real work, no real time involved)
 * and whose yields are logged, so slices are visible in `log`.
 */
function queue(log: string[], options: Partial<HydrationQueueOptions> = {}) {
  let clock = 0;
  return createHydrationQueue({
    step: (el) => {
      clock += 5;
      log.push(el.id);
    },
    sliceMs: 8,
    now: () => clock,
    yieldToMain: async () => { log.push('yield'); },
    ...options,
  });
}

describe('hydration queue', () => {
  let els: Record<string, Element>;
  let log: string[];
  beforeEach(() => {
    els = page();
    log = [];
  });

  it('runs elements added together in document order, whatever order they were added in', async () => {
    const q = queue(log, { yieldToMain: async () => {} });
    await Promise.all(['e', 'c', 'a', 'd', 'b'].map((id) => q.add(els[id]!)));
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('yields to the main thread between slices, not after the last one', async () => {
    const q = queue(log);
    await Promise.all(Object.values(els).map((el) => q.add(el)));
    // 5 ms per step, 8 ms per slice: two steps per slice.
    expect(log).toEqual(['a', 'b', 'yield', 'c', 'd', 'yield', 'e']);
  });

  it("waits for an element to settle (its widget's first render) before the next, at most settleMs", async () => {
    const settle = new Map<string, () => void>();
    const q = queue(log, {
      sliceMs: 100,
      settleMs: 40,
      settled: (el) => (el.id === 'e' ? undefined : new Promise<void>((done) => settle.set(el.id, done))),
    });
    const all = Promise.all(['a', 'b', 'c'].map((id) => q.add(els[id]!)));
    await new Promise((r) => setTimeout(r, 5));
    expect(log).toEqual(['a']);
    settle.get('a')!();
    await new Promise((r) => setTimeout(r, 5));
    expect(log).toEqual(['a', 'b']);
    // b never settles: c starts once settleMs have passed.
    await all;
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('takes elements in the viewport first, then the rest in document order', async () => {
    const q = queue(log, { yieldToMain: async () => {}, inView: (el) => el.id === 'd' || el.id === 'b' });
    await Promise.all(Object.values(els).map((el) => q.add(el)));
    expect(log).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('tells the viewport watch which elements to watch and when they leave the queue', async () => {
    const watching = new Set<Element>();
    const q = queue(log, { watch: (el) => watching.add(el), unwatch: (el) => watching.delete(el) });
    const done = q.add(els.a!);
    expect(watching.has(els.a!)).toBe(true);
    await done;
    expect(watching.size).toBe(0);
  });

  it('skips an element removed from the page before its turn, and resolves it', async () => {
    const q = queue(log, { yieldToMain: async () => { log.push('yield'); els.d!.remove(); } });
    const results = await Promise.allSettled(Object.values(els).map((el) => q.add(el)));
    expect(log).toEqual(['a', 'b', 'yield', 'c', 'e']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  });

  it('an element added again while queued runs once', async () => {
    const q = queue(log, { yieldToMain: async () => {} });
    await Promise.all([q.add(els.a!), q.add(els.a!), q.add(els.b!)]);
    expect(log).toEqual(['a', 'b']);
  });

  it('a step that throws fails only that element; the others still run', async () => {
    const q = queue(log, {
      yieldToMain: async () => {},
      step: (el) => {
        if (el.id === 'b') throw new Error('broken b');
        log.push(el.id);
      },
    });
    const results = await Promise.allSettled(['a', 'b', 'c'].map((id) => q.add(els[id]!)));
    expect(log).toEqual(['a', 'c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('broken b');
  });

  it('elements added while it runs join the queue and run too', async () => {
    const q = queue(log, { yieldToMain: async () => { log.push('yield'); if (!added) added = q.add(els.e!); } });
    let added: Promise<void> | undefined;
    await Promise.all(['a', 'b', 'c'].map((id) => q.add(els[id]!)));
    await added;
    expect(log).toEqual(['a', 'b', 'yield', 'c', 'e']);
  });
});

describe('frame pacer', () => {
  /** A pacer whose frames the test draws: `draw()` resolves the frame awaited. */
  function paced(perFrame: number) {
    let draw = () => {};
    const pace = createFramePacer(perFrame, () => new Promise<void>((done) => { draw = done; }));
    return { pace, draw: async () => { draw(); await new Promise((r) => setTimeout(r, 0)); } };
  }

  it('runs up to perFrame pieces at once, the rest after each frame drawn, in order', async () => {
    const { pace, draw } = paced(2);
    const log: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) pace(() => log.push(n));
    expect(log).toEqual([1, 2]);
    await draw();
    expect(log).toEqual([1, 2, 3, 4]);
    await draw();
    expect(log).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts pieces given one at a time (chunks arriving in separate tasks) against the same frame', async () => {
    const { pace, draw } = paced(2);
    const log: number[] = [];
    pace(() => log.push(1));
    await new Promise((r) => setTimeout(r, 0));
    pace(() => log.push(2));
    await new Promise((r) => setTimeout(r, 0));
    pace(() => log.push(3));
    expect(log).toEqual([1, 2]);
    await draw();
    expect(log).toEqual([1, 2, 3]);
  });

  it('a piece that throws does not stop the others', async () => {
    const { pace } = paced(3);
    const log: number[] = [];
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    pace(() => { throw new Error('boom'); });
    pace(() => log.push(2));
    expect(log).toEqual([2]);
    expect(String(reported.mock.calls[0]?.[0])).toContain('boom');
    vi.unstubAllGlobals();
  });
});

describe('time slicer', () => {
  /** A slicer whose clock advances 3 ms per piece and whose yields are logged. */
  function sliced(log: string[]) {
    let clock = 0;
    const slice = createTimeSlicer(8, async () => { log.push('yield'); }, () => clock);
    const piece = (name: string) => slice(() => {
      clock += 3;
      log.push(name);
      return name;
    });
    return { piece, idle: (ms: number) => { clock += ms; } };
  }

  it('runs pieces asked for together in order, yielding once each slice has run its time', async () => {
    const log: string[] = [];
    const { piece } = sliced(log);
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(piece));
    expect(results).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(log).toEqual(['a', 'b', 'c', 'yield', 'd', 'e', 'f', 'yield', 'g']);
  });

  it('a piece asked for after a pause yields first only when the slice it would join has run its time', async () => {
    const log: string[] = [];
    const { piece, idle } = sliced(log);
    await piece('a');
    await piece('b');
    idle(20);
    await piece('c');
    expect(log).toEqual(['a', 'b', 'yield', 'c']);
  });

  it('a piece that fails rejects its own promise only', async () => {
    const slice = createTimeSlicer(8, async () => {}, () => 0);
    const failed = slice(() => Promise.reject(new Error('no chunk')));
    const next = slice(() => 'next');
    await expect(failed).rejects.toThrow('no chunk');
    await expect(next).resolves.toBe('next');
  });
});
