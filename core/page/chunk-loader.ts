import { createTimeSlicer, type TimeSlicer } from './hydration-queue.js';

/**
 * Loads widget chunks by tag for the loader (through boot, which holds the hashed tag → chunk map).
 * Once per tag; a failed chunk is tried once more after a moment, with a query string because some
 * browsers remember a failed module fetch under its URL; then the tag is reported on the console.
 * An unknown tag warns once.
 *
 * Imports start in slices of a few milliseconds (`pace`): each `import()` of a new chunk costs the
 * task that calls it (the fetch is set up there), and the tags below the first screen all ask
 * together once it is done: 60-odd imports in one task of 55-88 ms at 1× CPU on the bench's
 * 200-tag page. The fetches still overlap.
 */
export function createChunkLoader(
  chunks: Record<string, string>,
  base: string,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
  retryDelayMs = 300,
  pace: TimeSlicer = createTimeSlicer(),
): (tag: string) => Promise<unknown> {
  const loads = new Map<string, Promise<unknown>>();
  const warned = new Set<string>();

  return (tag) => {
    if (customElements.get(tag)) return Promise.resolve();
    const chunk = chunks[tag];
    if (!chunk) {
      if (!warned.has(tag)) console.warn(`[mck] unknown tag <${tag}>: no widget of that name in this bundle`);
      warned.add(tag);
      return Promise.reject(new Error(`unknown tag <${tag}>`));
    }
    let loading = loads.get(tag);
    if (!loading) {
      const url = new URL(chunk, base).href;
      loading = pace(() => importModule(url))
        .catch(() => new Promise((wait) => setTimeout(wait, retryDelayMs)).then(() => importModule(`${url}?retry`)))
        .catch((err: unknown) => {
          console.error(`[mck] could not load <${tag}> from ${url}: check that the bundle's files are all published (a page opened before a release needs the old chunks), served with CORS headers, and allowed by the page's CSP script-src`, err);
          throw err;
        });
      loads.set(tag, loading);
    }
    return loading;
  };
}
