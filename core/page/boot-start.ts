/**
 * What the loader imports (core/boot-[hash].js): boot in stages, so that no single task evaluates
 * the whole of React, core and boot at once (one long task of 60-100 ms on a 200-tag page).
 *
 * On the first `hydrate(el)` it fetches every stage in parallel (`<link rel="modulepreload">`,
 * no request waterfall), then imports them one at a time in the order the build gives (the
 * runtime chunk, core, the kits boot needs, then boot's main stage, core/page/boot.ts), yielding
 * to the main thread between two. Each stage's dependencies ran in an earlier stage, so each
 * import evaluates one chunk; the module map still runs each chunk once per page. `hydrate` then
 * hands every element to boot's main stage. A stage that fails fails every `hydrate` call: the
 * loader marks those elements `data-mck-error="load"`.
 *
 * It imports nothing (the build checks it): a static import of core or the runtime would
 * evaluate them before the first stage, which is what this module exists to avoid.
 */

/** Stage URLs relative to this chunk, in import order; the last is boot's main stage. Injected by build/passes.mjs. */
declare const __MCK_BOOT_STAGES__: string[] | undefined;
/** The rich-text kit's chunk relative to this one (core/kits/rich-text/). Injected by build/passes.mjs. */
declare const __MCK_RICH_TEXT__: string | undefined;

/** What boot's main stage (core/page/boot.ts) offers. */
export interface BootMain {
  hydrate(el: Element): Promise<void>;
}

export interface StagedBootOptions {
  importModule?: (url: string) => Promise<unknown>;
  /** Starts fetching a stage without running it. */
  preload?: (url: string) => void;
  yieldToMain?: () => Promise<void>;
}

/**
 * @param stages stage URLs relative to `base`, dependencies first; the last exports `hydrate`.
 * @returns hydrate(el): starts the stages on the first call; resolves once boot's main stage has
 *   hydrated `el`; rejects when a stage cannot be loaded.
 */
export function stagedBoot(stages: readonly string[], base: string, options: StagedBootOptions = {}): (el: Element) => Promise<void> {
  const { importModule = (url) => import(/* @vite-ignore */ url), preload = modulePreload, yieldToMain = yieldToMainThread } = options;
  let main: Promise<BootMain> | undefined;

  const run = async (): Promise<BootMain> => {
    if (!stages.length) throw new Error('[mck] boot has no stages (not built by build.mjs)');
    const urls = stages.map((stage) => new URL(stage, base).href);
    urls.forEach(preload);
    let last: unknown;
    for (const [i, url] of urls.entries()) {
      if (i) await yieldToMain();
      last = await importModule(url);
    }
    return last as BootMain;
  };

  return (el) => (main ??= run()).then((boot) => boot.hydrate(el));
}

function modulePreload(url: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
}

/**
 * `scheduler.yield()` where the browser has it, else a macrotask. The same idea as
 * core/page/hydration-queue.ts's yieldToMainThread, written again because importing it would
 * load the core chunk (and React) before the first stage.
 */
function yieldToMainThread(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
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

/** Called by the loader for each element whose strategy fired (see core/page/boot.ts `hydrate`). */
export const hydrate = stagedBoot(typeof __MCK_BOOT_STAGES__ === 'undefined' ? [] : __MCK_BOOT_STAGES__, import.meta.url);

/**
 * Called by the loader for each element marked `data-mck-rich-text`: imports the rich-text kit
 * (once; only pages with rich text load it) and expands the element's double-bracket module tags.
 * It needs none of boot's stages; the `mck-*` elements it creates are armed by the loader's
 * MutationObserver like any tag added later.
 */
export function expand(el: Element): Promise<void> {
  if (typeof __MCK_RICH_TEXT__ === 'undefined') return Promise.reject(new Error('[mck] rich text: no rich-text chunk (not built by build.mjs)'));
  return (richText ??= import(/* @vite-ignore */ new URL(__MCK_RICH_TEXT__, import.meta.url).href)).then((kit) => kit.expand(el));
}
let richText: Promise<{ expand(el: Element): void }> | undefined;
