/**
 * What boot does for the loader when an element's strategy fires: load the tag's chunk, wait for
 * the tag to be defined, then mark the element hydrated and announce it, through the hydration
 * queue so that many elements ready at once do not make one long task.
 */
import { ERROR_ATTR, HYDRATED_ATTR, HYDRATED_EVENT, RENDERED_ATTR, RENDERS_KEY } from '../host/hydration.js';
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

/**
 * @param load loads a tag's chunk (core/page/chunk-loader.ts); rejects when it cannot.
 * @returns hydrate(el): resolves once the element is marked (or left the page before its turn);
 *   rejects when its chunk cannot be loaded.
 */
export function createHydrator(load: (tag: string) => Promise<unknown>, queue = createHydrationQueue({ step: markHydrated, settled: firstRender, ...viewportWatch() })) {
  return async (el: Element): Promise<void> => {
    const tag = el.localName;
    await load(tag);
    await customElements.whenDefined(tag);
    await queue.add(el);
  };
}
