/**
 * The hydration vocabulary the loader, boot and defineWidget share: attribute names, the event
 * and the strategies. Constants only and no imports: loader/build-loader.mjs (plain Node) reads
 * this file through esbuild, and the loader bundles only the names it uses.
 */

/** Per element: when the loader hydrates it (one of STRATEGIES); else its tag's meta.json default. */
export const HYDRATE_ATTR = 'hydrate';
/** Set when an element's strategy has fired and its chunk is defined: the widget may render. */
export const HYDRATED_ATTR = 'data-mck-hydrated';
/**
 * Set in the frame the widget's first render appears (removed when it goes away): a CMS template's
 * fallback CSS gives the printed content the rendered box with `:not([data-mck-rendered])` and stops
 * exactly then. (`data-mck-hydrated` comes a render earlier.)
 */
export const RENDERED_ATTR = 'data-mck-rendered';
/**
 * Present while a rendered widget keeps the box it had before its first render, as long as the
 * reader sees it (core/host/box-keeper.ts): its error state then keeps that height too.
 */
export const KEPT_ATTR = 'data-mck-kept';
/** Why an element shows no widget: `load` (its chunk failed), `attribute`, `render`. */
export const ERROR_ATTR = 'data-mck-error';
/**
 * Where the console message that named an element's error is kept on the element, for
 * `window.mck.diagnostics()` (core/page/diagnostics.ts): a registered symbol, the same in every chunk.
 */
export const PROBLEM_KEY = Symbol.for('mck.problem');
/**
 * Present (true) on elements that set RENDERED_ATTR once their first render is on screen
 * (every defineWidget element): what the hydration queue waits for before the next element.
 */
export const RENDERS_KEY = Symbol.for('mck.renders');
/** Fired (bubbling) on each element once it is marked hydrated; `detail.tag` names the tag. */
export const HYDRATED_EVENT = 'mck:hydrated';

/** load: now; idle: when idle; visible: within 200px of the viewport; interaction: first touch. */
export const STRATEGIES = ['load', 'idle', 'visible', 'interaction'] as const;
export type Strategy = (typeof STRATEGIES)[number];
/** The loader's own default: tags with this default are left out of the loader's map. */
export const DEFAULT_STRATEGY: Strategy = 'visible';
