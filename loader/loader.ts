/**
 * mck-loader — the one classic script a CMS page includes:
 *
 *   <script src="/mck/mck-loader.js" defer></script>
 *
 * It finds `mck-*` elements, at start and whenever some are added later (rich text inserted by a
 * script, late templates), and hydrates each one when its strategy says so:
 *
 *   load         now
 *   idle         when the browser is idle (requestIdleCallback, setTimeout where missing)
 *   visible      when the element comes within 200px of the viewport (the default)
 *   interaction  on the first pointerover, focusin, touchstart or click on the element
 *
 * Elements marked `data-mck-rich-text` (found the same way) are handed to boot's `expand`, which
 * loads the rich-text kit and turns their double-bracket module tags into mck- elements.
 *
 * The strategy is the element's `hydrate` attribute, else its tag's default (meta.json).
 * Hydrating an element: import the boot chunk (once) and hand it the element. Boot checks the
 * page's built-ins first (core/page/builtins.ts), then loads the
 * tag's chunk (it holds the hashed tag → chunk map, retries a failed chunk once and warns about
 * unknown tags), then marks the element `data-mck-hydrated` and fires a bubbling `mck:hydrated`,
 * in slices that yield to the main thread (core/page/hydrate.ts). Widgets render only once marked
 * (core/host/define-widget.tsx), so each element keeps its own strategy even after its tag is
 * defined. Until then the server-rendered content inside it stays as it is: nothing is hidden.
 *
 * build.mjs injects the boot chunk's path and the tags whose default is not `visible`.
 * scripts/check-size.mjs caps this file at 1 KB gzip: the map it carries stays small by design.
 */
import { DEFAULT_STRATEGY, ERROR_ATTR, HYDRATE_ATTR, HYDRATED_ATTR } from '../core/host/hydration.js';
import { RICH_TEXT_ATTR } from '../core/kits/rich-text/marker.js';

declare const __MCK_BOOT__: string;
declare const __MCK_DEFAULTS__: Record<string, string>;

type Boot = { hydrate(el: Element): Promise<void>; expand(el: Element): Promise<void> };

const script = document.currentScript as HTMLScriptElement | null;
const bootUrl = new URL(__MCK_BOOT__, script?.src || location.href).href;
let boot: Promise<Boot> | undefined;
/** Boot's import, once; when it fails (CORS, CSP, network) that is said once, here. Boot says its own failures. */
const loadBoot = () =>
  (boot ??= import(bootUrl).catch((err) => {
    console.error(`[mck] could not load ${bootUrl}: check the page's CSP script-src and the bundle's CORS headers`, err);
    throw err;
  }));

/** Hydrates one element now. Elements marked already, or failed, are left alone. */
const go = (el: Element) => {
  if (el.hasAttribute(HYDRATED_ATTR)) return;
  visible.unobserve(el);
  loadBoot()
    .then((b) => b.hydrate(el))
    .catch(() => el.setAttribute(ERROR_ATTR, 'load'));
};

const visible = new IntersectionObserver(
  (entries) => entries.forEach((e) => e.isIntersecting && go(e.target)),
  { rootMargin: '200px' },
);

/** Arms one element according to its strategy. Arming twice is harmless. */
const arm = (el: Element) => {
  // Rich text: boot expands its module tags into mck- elements, which the observer below arms.
  // Failures are said by boot (expand) or by loadBoot above.
  if (el.hasAttribute(RICH_TEXT_ATTR)) loadBoot().then((b) => b.expand(el)).catch(() => {});
  const tag = el.localName;
  if (!tag.startsWith('mck-')) return;
  const how = el.getAttribute(HYDRATE_ATTR) || __MCK_DEFAULTS__[tag] || DEFAULT_STRATEGY;
  const now = () => go(el);
  if (how == 'visible') visible.observe(el);
  else if (how == 'idle') (self.requestIdleCallback || setTimeout)(now);
  else if (how == 'interaction')
    ['pointerover', 'focusin', 'touchstart', 'click'].forEach((type) => el.addEventListener(type, now, { once: true, passive: true }));
  else now();
};

const scan = (root: Element | ShadowRoot) => {
  if (root instanceof Element) arm(root);
  root.querySelectorAll('*').forEach(arm);
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
 * The only global. Its presence tells widgets that the loader decides when they render; a widget
 * that renders mck- tags inside its own shadow root hands that root to `watch`.
 */
((self as unknown as { mck?: { loader?: unknown } }).mck ??= {}).loader = { watch };

if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', () => watch(document));
else watch(document);
