/**
 * What the loader imports (core/boot-[hash].js): boot in stages, so that no single task evaluates
 * the whole of React, core and boot at once (one long task of 60-100 ms on a 200-tag page).
 *
 * On the first `hydrate(el)` it fetches every stage in parallel (`<link rel="modulepreload">`,
 * no request waterfall), then imports them one at a time in the order the build gives (the
 * runtime chunk, core, the kits boot needs, then boot's main stage, core/page/boot.ts), yielding
 * to the main thread between two. Each stage's dependencies ran in an earlier stage, so each
 * import evaluates one chunk; the module map still runs each chunk once per page. `hydrate` then
 * hands every element to boot's main stage, in slices of a few milliseconds that yield between
 * two: the elements that asked while the stages loaded (every tag of a long page hydrated on
 * load) would otherwise all start in the one task that resolves the last stage (84 ms at 1× CPU,
 * 292 ms at 4× on the bench's 200-tag page). A stage that fails fails every `hydrate` call: the
 * loader marks those elements `data-mck-error="load"`.
 *
 * Before anything else it checks the page's built-ins (core/page/builtins.ts: restores removed
 * ones, routes the bundle around replaced ones) and installs `window.mck.diagnostics()`. A stage
 * that fails is said once on the console, with its cause and what the integrator can do.
 *
 * It imports nothing but those two modules, which import nothing but constants (the build checks
 * it): a static import of core or the runtime would evaluate them before the first stage, which
 * is what this module exists to avoid.
 */
import { guardBuiltins, reportBuiltins } from './builtins.js';
import { installDiagnostics, type DiagnosticsState } from './diagnostics.js';
import { PROBLEM_KEY } from '../host/hydration.js';

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
  /** Milliseconds of handing elements over to the main stage before yielding (at least one element each time). */
  sliceMs?: number;
  now?: () => number;
  /** Called once when a stage cannot be loaded or run (then every `hydrate` call rejects). */
  onFailure?: (err: unknown) => void;
}

/** As the hydration queue's slices (core/page/hydration-queue.ts). */
const HANDOVER_SLICE_MS = 8;

/**
 * @param stages stage URLs relative to `base`, dependencies first; the last exports `hydrate`.
 * @returns hydrate(el): starts the stages on the first call; resolves once boot's main stage has
 *   hydrated `el`; rejects when a stage cannot be loaded.
 */
export function stagedBoot(stages: readonly string[], base: string, options: StagedBootOptions = {}): (el: Element) => Promise<void> {
  const {
    importModule = (url) => import(/* @vite-ignore */ url),
    preload = modulePreload,
    yieldToMain = yieldToMainThread,
    sliceMs = HANDOVER_SLICE_MS,
    now = () => performance.now(),
    onFailure,
  } = options;
  let main: Promise<BootMain> | undefined;
  /** The last handover's turn, and when the current slice of handovers began. */
  let turn: Promise<void> = Promise.resolve();
  let sliceStart = 0;

  const run = async (): Promise<BootMain> => {
    if (!stages.length) throw new Error('[mck] boot has no stages (not built by build.mjs)');
    const urls = stages.map((stage) => new URL(stage, base).href);
    urls.forEach(preload);
    let last: unknown;
    for (let i = 0; i < urls.length; i++) {
      if (i) await yieldToMain();
      last = await importModule(urls[i]!);
    }
    sliceStart = now();
    return last as BootMain;
  };

  /** Hands `el` to the main stage in its turn, after a yield when this slice has run its time. */
  const handOver = (boot: BootMain, el: Element): Promise<void> => {
    const mine = turn.then(async () => {
      if (now() - sliceStart < sliceMs) return;
      await yieldToMain();
      sliceStart = now();
    });
    turn = mine;
    return mine.then(() => boot.hydrate(el));
  };

  const start = () => run().catch((err: unknown) => {
    onFailure?.(err);
    throw err;
  });
  return (el) => (main ??= start()).then((boot) => handOver(boot, el));
}

/** What an integrator can do about a boot failure, by the kind of error. */
export function bootFailureAdvice(err: unknown): string {
  const message = String((err as Error)?.message ?? err);
  if (/is not a function|is not iterable|is not a constructor|Cannot read propert|undefined is not|a page script (replaced|removed)/i.test(message)) {
    return 'a page script removed or replaced a built-in the widgets need: load that script after the widgets, or update it';
  }
  if (/fetch|import|module|Load failed|NetworkError/i.test(message)) {
    return "a part of the bundle could not be fetched: check that the page's CSP script-src allows the bundle's origin and that it is served with CORS headers";
  }
  return 'no widget on this page can start';
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

const state: DiagnosticsState = { boot: 'running', builtins: { restored: [], bypassed: [], broken: [], hidden: [] } };
installDiagnostics(state);

/** Says a boot failure once, with its cause and what to do; diagnostics show it. */
function bootFailed(err: unknown): void {
  const message = String((err as Error)?.message ?? err);
  state.boot = `failed: ${message}`;
  console.error(`[mck] boot failed: ${message} — ${bootFailureAdvice(err)}`, err);
}

try {
  state.builtins = guardBuiltins();
  reportBuiltins(state.builtins);
} catch (err) {
  bootFailed(err);
}
const staged = stagedBoot(typeof __MCK_BOOT_STAGES__ === 'undefined' ? [] : __MCK_BOOT_STAGES__, import.meta.url, { onFailure: bootFailed });

/**
 * Called by the loader for each element whose strategy fired (see core/page/boot.ts `hydrate`).
 * A failure (boot's, or the tag's chunk's, which core/page/chunk-loader.ts says) is kept on the
 * element for diagnostics; the loader marks it `data-mck-error="load"`.
 */
export async function hydrate(el: Element): Promise<void> {
  try {
    if (state.boot.startsWith('failed')) throw new Error(state.boot);
    await staged(el);
    state.boot = 'ready';
  } catch (err) {
    (el as unknown as Record<symbol, string>)[PROBLEM_KEY] ??= `[${el.localName}] could not load: ${String((err as Error)?.message ?? err)}`;
    throw err;
  }
}

/**
 * Called by the loader for each element marked `data-mck-rich-text`: imports the rich-text kit
 * (once; only pages with rich text load it) and expands the element's double-bracket module tags.
 * It needs none of boot's stages; the `mck-*` elements it creates are armed by the loader's
 * MutationObserver like any tag added later.
 */
export function expand(el: Element): Promise<void> {
  if (typeof __MCK_RICH_TEXT__ === 'undefined') return Promise.reject(new Error('[mck] rich text: no rich-text chunk (not built by build.mjs)'));
  return (richText ??= import(/* @vite-ignore */ new URL(__MCK_RICH_TEXT__, import.meta.url).href))
    .then((kit) => kit.expand(el))
    .catch((err: unknown) => {
      console.error(`[mck] rich text: the module tags in this element were not expanded (${String((err as Error)?.message ?? err)}); its text stays as written`, el);
      throw err;
    });
}
let richText: Promise<{ expand(el: Element): void }> | undefined;
