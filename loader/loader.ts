/**
 * mck-loader — the one classic script a CMS page includes:
 *
 *   <script src="/mck/mck-loader.js" defer></script>
 *
 * It finds `mck-*` elements (at start and whenever some are added later, e.g. rich text inserted
 * by a script), and imports each tag's chunk once, when the element's hydration strategy says so:
 *
 *   load         now
 *   idle         when the browser is idle (requestIdleCallback, setTimeout where missing)
 *   visible      when the element comes within 200px of the viewport
 *   interaction  on the first pointerover, focusin, touchstart or click on the element
 *
 * The strategy comes from the element's `hydrate` attribute, else the tag's default (meta.json).
 * The boot chunk (core/boot.ts) is imported before the first widget chunk. Server-rendered content
 * inside a tag stays as it is until the widget renders: this script adds no CSS and hides nothing.
 *
 * When a tag's chunk has loaded and the element is defined, each element of that tag gets
 * `data-mck-hydrated` and receives a bubbling `mck:hydrated` event ({ detail: { tag } }).
 * A chunk that fails to load is tried once more; if that fails too, the tag's elements get
 * `data-mck-error="load"` and the console says which tag and which chunk.
 *
 * build.mjs injects the tag → [chunk, default strategy] map and the boot chunk's path (relative to
 * this script's own URL). Keep this file small: scripts/check-size.mjs caps it at 1 KB gzip.
 */

type Strategy = 'load' | 'idle' | 'visible' | 'interaction';
declare const __MCK_WIDGETS__: Record<string, [chunk: string, hydrate: Strategy]>;
declare const __MCK_BOOT__: string;

const widgets = __MCK_WIDGETS__;
// Chunk paths are relative to this script, so /mck/mck-loader.js loads /mck/widgets/….
const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
const loading: Record<string, Promise<unknown>> = {}; // tag → its import, settled to 1 when loaded
const warned: Record<string, 1> = {};
const found: Record<string, Element[]> = {}; // tag → elements not marked yet
let boot: Promise<unknown> | undefined;

const failed = (what: string, e: unknown) => console.error('[mck] could not load ' + what, e);

/**
 * Imports a chunk; on failure waits a moment and tries once more. Browsers that follow the older
 * HTML rule keep a failed module fetch in the page's module map, and importing the same URL again
 * fails without a request (Chromium 156 does refetch); a query string makes it a new URL everywhere.
 */
const get = (path: string, url = new URL(path, base)): Promise<unknown> =>
  import(url as unknown as string).catch(() => new Promise((wait) => setTimeout(wait, 300)).then(() => import(url + '?retry')));

/**
 * Marks the tag's elements found so far, whatever their own strategy: a defined tag upgrades
 * them all at once. Marking is idempotent.
 */
const settle = (tag: string, ok: unknown) =>
  found[tag]!.splice(0).forEach((el) => {
    if (!ok) return el.setAttribute('data-mck-error', 'load');
    visible.unobserve(el);
    if (!el.hasAttribute('data-mck-hydrated')) {
      el.setAttribute('data-mck-hydrated', '');
      el.dispatchEvent(new CustomEvent('mck:hydrated', { bubbles: true, detail: { tag } }));
    }
  });

/** Loads the tag's chunk once per tag (boot first), then settles the tag's elements. */
const load = (tag: string) => {
  const chunk = widgets[tag]![0];
  (loading[tag] ??= (boot ??= get(__MCK_BOOT__).catch((e) => failed('boot from ' + __MCK_BOOT__, e)))
    .then(() => get(chunk))
    .then(() => customElements.whenDefined(tag))
    .then(
      () => 1,
      (e) => failed(`<${tag}> from ${chunk}`, e),
    )).then((ok) => settle(tag, ok));
};

const visible = new IntersectionObserver(
  (entries) => entries.forEach((e) => e.isIntersecting && load(e.target.localName)),
  { rootMargin: '200px' },
);

/**
 * Arms one element. Calling it twice for the same element is harmless (loads are per tag and
 * settling is idempotent), so elements that are moved around need no bookkeeping.
 */
const hydrate = (el: Element) => {
  const tag = el.localName;
  const widget = widgets[tag];
  const go = () => load(tag);
  if (!tag.startsWith('mck-')) return;
  if (!widget) {
    warned[tag] || console.warn(`[mck] unknown tag <${tag}>: no widget of that name in this bundle`);
    warned[tag] = 1;
    return;
  }
  (found[tag] ??= []).push(el);
  // An unknown strategy value means "load".
  const how = loading[tag] ? 'load' : el.getAttribute('hydrate') || widget[1];
  if (how == 'idle') (self.requestIdleCallback || setTimeout)(go);
  else if (how == 'visible') visible.observe(el);
  else if (how == 'interaction')
    ['pointerover', 'focusin', 'touchstart', 'click'].forEach((type) => el.addEventListener(type, go, { once: true, passive: true }));
  else go();
};

const scan = (root: Element | ShadowRoot) => {
  if (root instanceof Element) hydrate(root);
  root.querySelectorAll('*').forEach(hydrate);
};

const added = new MutationObserver((records) =>
  records.forEach((r) => r.addedNodes.forEach((node) => node.nodeType == 1 && scan(node as Element))),
);

/** Finds tags in `root` now and whenever some are added to it later. */
const watch = (root: Document | ShadowRoot) => {
  added.observe(root, { childList: true, subtree: true });
  scan((root as Document).documentElement || root);
};

/**
 * The only global: a widget that renders mck- tags inside its own shadow root (which the
 * document-wide observer cannot see) hands that root to `window.mck.loader.watch(root)`.
 */
((self as unknown as { mck?: { loader?: unknown } }).mck ??= {}).loader = { watch };

document.readyState == 'loading' ? document.addEventListener('DOMContentLoaded', () => watch(document)) : watch(document);
