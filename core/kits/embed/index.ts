/**
 * Embed kit: what the editorial embeds (bespoke interactive, Ceros, Flourish) share: ids that
 * become URL path segments, third-party embed hosts, scripts loaded once per page, and the
 * oembed html reduced to the one iframe a widget allows. Import it only through this file: the
 * build emits each kit as its own shared chunk.
 */
export { embedBase, embedUrl, pathSegment, SAFE_PATH_SEGMENT } from './attributes.js';
export { loadScriptOnce } from './load-script.js';
