/**
 * What boot does for the loader when an element's strategy fires: load the tag's chunk (those of
 * the first screen first, createScreenOrder), wait for the tag to be defined, then mark the
 * element hydrated and announce it, through the hydration queue so that many elements ready at
 * once do not make one long task.
 */
import { ERROR_ATTR, HYDRATED_ATTR, HYDRATED_EVENT, RENDERED_ATTR, RENDERS_KEY } from '../host/hydration.js';
import { watchBox } from '../host/box-keeper.js';
import { createHydrationQueue, type HydrationQueueOptions } from './hydration-queue.js';

/** Marks an element hydrated (defineWidget renders it then) and fires the bubbling event. */
export function markHydrated(el: Element): void {
  if (el.hasAttribute(HYDRATED_ATTR)) return;
  el.setAttribute(HYDRATED_ATTR, '');
  el.dispatchEvent(new CustomEvent(HYDRATED_EVENT, { bubbles: true, detail: { tag: el.localName } }));
}

/** How long `firstRender` watches an element: as long as the hydration queue waits for it (its settleMs). */
const FIRST_RENDER_WAIT_MS = 250;

/**
 * Resolves when the element's widget has committed its first render (or shows its error), which
 * React does in tasks of its own after the element is marked; undefined when it already has, or
 * when the element is no widget that says so (RENDERS_KEY).
 */
export function firstRender(el: Element): Promise<void> | undefined {
  const done = () => el.hasAttribute(RENDERED_ATTR) || el.hasAttribute(ERROR_ATTR);
  if (!(el as unknown as Record<symbol, unknown>)[RENDERS_KEY] || done()) return undefined;
  return new Promise((resolve) => {
    const finish = () => {
      watch.disconnect();
      clearTimeout(giveUp);
      resolve();
    };
    const watch = new MutationObserver(() => done() && finish());
    watch.observe(el, { attributes: true, attributeFilter: [RENDERED_ATTR, ERROR_ATTR] });
    // The queue waits no longer than this either: nothing is left watching an element that never says.
    const giveUp = setTimeout(finish, FIRST_RENDER_WAIT_MS);
  });
}

/**
 * Watches queued elements with an IntersectionObserver so the queue can take those in the
 * viewport first without reading layout. Until the observer reports, document order decides.
 */
function viewportWatch(): Pick<HydrationQueueOptions, 'inView' | 'watch' | 'unwatch'> {
  if (typeof IntersectionObserver === 'undefined') return {};
  const seen = new Set<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) seen.add(entry.target);
      else seen.delete(entry.target);
    }
  });
  return {
    inView: (el) => seen.has(el),
    watch: (el) => observer.observe(el),
    unwatch: (el) => {
      observer.unobserve(el);
      seen.delete(el);
    },
  };
}

/** Longest the elements off the first screen wait for it: a first screen that never finishes holds nothing back. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * The order in which widget chunks load while the page's first screen hydrates: the chunks of
 * elements in the viewport now, those of elements elsewhere (a `load` or `idle` tag below the
 * fold) once every element of the first screen is marked (or FIRST_SCREEN_WAIT_MS). Dozens of
 * chunk requests at once share the browser's connections and the main thread's compiling and
 * evaluating, in the order they arrive: the first screen waited behind tags far down the page.
 * An element's place is its first IntersectionObserver entry (no layout read); once the first
 * screen is done nothing waits, and no element waits where there is no IntersectionObserver.
 *
 * @returns turn(el): resolves when `el`'s chunk may load, with what to call once its hydration
 *   has ended (marked, or failed).
 */
export function createScreenOrder(
  Observer: typeof IntersectionObserver | null = globalThis.IntersectionObserver ?? null,
  waitMs = FIRST_SCREEN_WAIT_MS,
): (el: Element) => Promise<() => void> {
  const nothing = () => {};
  if (!Observer) return async () => nothing;
  let open = false;
  /** Elements of the first screen whose hydration has not ended. */
  let onScreen = 0;
  /** Elements waiting for their first entry, and what tells each where it is. */
  const placing = new Map<Element, { place: Promise<boolean>; settle(inView: boolean): void }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let release!: () => void;
  const opened = new Promise<void>((done) => { release = done; });
  const openNow = () => {
    if (open) return;
    open = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const { settle } of placing.values()) settle(false);
    placing.clear();
    release();
  };
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      const placed = placing.get(entry.target);
      if (!placed) continue;
      placing.delete(entry.target);
      observer.unobserve(entry.target);
      if (entry.isIntersecting) onScreen += 1;
      placed.settle(entry.isIntersecting);
    }
    // None of them on the first screen: nothing to wait for.
    if (!onScreen) openNow();
  });
  const placeOf = (el: Element) => {
    let placed = placing.get(el);
    if (!placed) {
      let settle!: (inView: boolean) => void;
      const place = new Promise<boolean>((done) => { settle = done; });
      placing.set(el, (placed = { place, settle }));
      observer.observe(el);
    }
    return placed.place;
  };
  return async (el) => {
    if (open) return nothing;
    timer ??= setTimeout(openNow, waitMs);
    if (!(await placeOf(el)) || open) {
      await opened;
      return nothing;
    }
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      onScreen -= 1;
      if (!onScreen) openNow();
    };
  };
}

/**
 * @param load loads a tag's chunk (core/page/chunk-loader.ts); rejects when it cannot.
 * @returns hydrate(el): resolves once the element is marked (or left the page before its turn);
 *   rejects when its chunk cannot be loaded.
 */
export function createHydrator(
  load: (tag: string) => Promise<unknown>,
  queue = createHydrationQueue({ step: markHydrated, settled: firstRender, ...viewportWatch() }),
  turn = createScreenOrder(),
) {
  return async (el: Element): Promise<void> => {
    const tag = el.localName;
    watchBox(el);
    // A tag already defined has no chunk to wait for.
    const ended = customElements.get(tag) ? undefined : await turn(el);
    try {
      await load(tag);
      await customElements.whenDefined(tag);
      await queue.add(el);
    } finally {
      ended?.();
    }
  };
}
