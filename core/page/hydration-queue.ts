/**
 * Runs one step per element (marking it hydrated, which makes it create its React root) in
 * slices of a few milliseconds, yielding to the main thread between slices. Marking 200
 * elements in one go made one long task of 60-210 ms (the bench's 200-tag page); in slices,
 * input and paint get their turn and React's own scheduler renders the roots in between.
 *
 * Order: elements in the viewport first, then document order. An element removed before its turn
 * is skipped (the loader arms it again if it comes back); a step that throws fails only that
 * element's promise.
 */

export interface HydrationQueueOptions {
  /** The work for one element. */
  step(el: Element): void;
  /** Milliseconds a slice may run before yielding (at least one element runs per slice). */
  sliceMs?: number;
  /**
   * Whether the element's step still has work under way that the page should see through before
   * the next element starts (its widget's first render, which React does in tasks of its own):
   * a promise that resolves when it is done, or undefined when there is none. The queue then
   * waits for it, at most `settleMs`. Without this, a step queues its render and returns, and
   * 200 elements marked in a few slices left 200 renders waiting in React's scheduler, which
   * runs work that has waited over 5 s in one go, without yielding (a 1.5 s task on a slow phone).
   */
  settled?: (el: Element) => Promise<void> | undefined;
  settleMs?: number;
  /** Lets the browser run other tasks (input, paint, React's scheduler), then resolves. */
  yieldToMain?: () => Promise<void>;
  /** Whether the element is in the viewport now; cheap (no layout). */
  inView?: (el: Element) => boolean;
  /** Called when an element is queued; `inView` may start watching it here. */
  watch?: (el: Element) => void;
  /** Called when an element leaves the queue. */
  unwatch?: (el: Element) => void;
  now?: () => number;
}

export interface HydrationQueue {
  /** Queues `el` once; resolves after its step ran (or it was skipped because it left the page). */
  add(el: Element): Promise<void>;
}

interface Job {
  el: Element;
  done(): void;
  fail(err: unknown): void;
}

const SLICE_MS = 8;
/** Longest wait for an element to settle: a widget that never says so holds the queue no longer. */
const SETTLE_MS = 250;

export function createHydrationQueue(options: HydrationQueueOptions): HydrationQueue {
  const {
    step,
    sliceMs = SLICE_MS,
    settled = () => undefined,
    settleMs = SETTLE_MS,
    yieldToMain = yieldToMainThread,
    inView = () => false,
    watch = () => {},
    unwatch = () => {},
    now = () => performance.now(),
  } = options;
  const jobs = new Map<Element, { job: Job; promise: Promise<void> }>();
  let draining = false;

  /** The next job: the first in the viewport in document order, else the first in document order. */
  const next = (): Job => {
    let first: Job | undefined;
    let firstInView: Job | undefined;
    for (const { job } of jobs.values()) {
      if (!job.el.isConnected) return job; // skipped at once; it has no place in document order
      if (!first || before(job.el, first.el)) first = job;
      if (inView(job.el) && (!firstInView || before(job.el, firstInView.el))) firstInView = job;
    }
    return (firstInView ?? first)!;
  };

  /** Runs one job; returns what to wait for before the next, if anything. */
  const run = (job: Job): Promise<void> | undefined => {
    jobs.delete(job.el);
    unwatch(job.el);
    if (!job.el.isConnected) return void job.done();
    try {
      step(job.el);
      job.done();
      return settled(job.el);
    } catch (err) {
      job.fail(err);
      return undefined;
    }
  };

  const drain = async () => {
    draining = true;
    try {
      while (jobs.size) {
        const sliceStart = now();
        let pending: Promise<void> | undefined;
        do pending = run(next());
        while (!pending && jobs.size && now() - sliceStart < sliceMs);
        if (pending) await Promise.race([pending, new Promise<void>((done) => setTimeout(done, settleMs))]);
        else if (jobs.size) await yieldToMain();
      }
    } finally {
      draining = false;
    }
  };

  return {
    add(el) {
      const queued = jobs.get(el);
      if (queued) return queued.promise;
      let job!: Job;
      const promise = new Promise<void>((done, fail) => { job = { el, done, fail }; });
      jobs.set(el, { job, promise });
      watch(el);
      // Start on a fresh microtask so that elements added together are ordered together.
      if (!draining) {
        draining = true;
        queueMicrotask(() => void drain());
      }
      return promise;
    },
  };
}

const before = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Longest wait for a frame (one that is never drawn holds the pacer no longer). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has laid out its next frame, then yielded: a ResizeObserver reports a
 * newly observed element in the next frame's rendering, after style and layout. (Not
 * requestAnimationFrame: a test's fake clock, such as Playwright's, holds it while the page still
 * renders.) A hidden page draws no frames: at once.
 */
export function afterNextFrame(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((done) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      observer.disconnect();
      void yieldToMainThread().then(done);
    };
    const timer = setTimeout(finish, FRAME_WAIT_MS);
    const observer = new ResizeObserver(finish);
    observer.observe(document.documentElement);
  });
}

/**
 * Runs work given to it in order, at most `perFrame` pieces between two frames the browser draws
 * ({@link afterNextFrame}); within that, at once. For work whose cost comes in the next frame's
 * style and layout rather than in its own task.
 */
export function createFramePacer(perFrame: number, afterFrame = afterNextFrame): (work: () => void) => void {
  const waiting: Array<() => void> = [];
  /** Pieces run since the last frame drawn. */
  let used = 0;
  let frame: Promise<void> | undefined;
  const nextFrame = () => (frame ??= afterFrame().then(() => {
    used = 0;
    frame = undefined;
  }));
  let running = false;
  const drain = async () => {
    running = true;
    while (waiting.length) {
      if (used >= perFrame) await nextFrame();
      const work = waiting.shift()!;
      used += 1;
      void nextFrame();
      try {
        work();
      } catch (err) {
        // On the console and to window.onerror, as if uncaught; the rest still run.
        if (typeof reportError === 'function') reportError(err);
        else setTimeout(() => { throw err; });
      }
    }
    running = false;
  };
  return (work) => {
    waiting.push(work);
    if (!running) void drain();
  };
}

/**
 * Runs work given to it in order, each piece as its turn comes, yielding to the main thread once
 * `sliceMs` have passed since the last yield: for many small pieces of synchronous work asked for
 * together, so that no single task runs them all. Resolves with the piece's result.
 */
export function createTimeSlicer(sliceMs = SLICE_MS, yieldToMain = yieldToMainThread, now = () => performance.now()) {
  let turn: Promise<void> = Promise.resolve();
  let sliceStart = now();
  return <T>(work: () => T): Promise<Awaited<T>> => {
    const mine = turn.then(async () => {
      if (now() - sliceStart < sliceMs) return;
      await yieldToMain();
      sliceStart = now();
    });
    turn = mine;
    return mine.then(work) as Promise<Awaited<T>>;
  };
}

/** What createTimeSlicer returns: hands it a piece of work, resolves with the piece's result in its turn. */
export type TimeSlicer = ReturnType<typeof createTimeSlicer>;

type YieldingScheduler = { yield?: () => Promise<void> };

/** `scheduler.yield()` where the browser has it (continuation first in line), else a macrotask. */
export function yieldToMainThread(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}
