/**
 * A rendered widget never shrinks where the reader sees it, unless the reader made it.
 *
 * The fallback stylesheet gives the tag its rendered box before hydration, but what the widget
 * renders first is not always what it settles to: a service that fails shows an error note where
 * the form or the list was reserved; a form leaves out a choice list it could not load; a signed-in
 * reader gets nothing where the sign-up wall was printed. Each of those, on screen, pulls the page
 * up under the reader's eyes (a layout shift), whenever it happens.
 *
 * So from its first render a host is held at the height the reader has seen it at, as its
 * `min-block-size` (marked KEPT_ATTR: an error state, which otherwise drops every box rule, keeps
 * it too):
 * - at the first render, the height it had until then (the reserved box, or the printed content);
 * - while it is below the viewport it is free, and shrinks if its content did: that moves only
 *   what is below it; as it comes back into view it is held at the height it has then. Above the
 *   viewport it stays held: a shrink there would pull the page up unless the browser's scroll
 *   anchoring made up for it, which it does not in a frame where an ancestor of its anchor changed
 *   size rules (this hold, on a widget in view).
 * - the reader's first click, or key pressed in a control, anywhere on the page frees every held
 *   widget for good: what changes then is the reader's doing (signing in changes every widget
 *   that shows the session; no layout shift counts within 500 ms of input), and a box held blank
 *   lasts no longer than the reader's first act. So does unmounting, and a viewport that changes
 *   width (every widget reflows: the heights held mean nothing at the new width).
 * A widget that grows past the held height grows as before: this holds, it does not clip.
 *
 * Set through the CSSOM (`style.minBlockSize`), which a strict CSP's `style-src` allows. Heights
 * come from ResizeObserver entries before the render (or one layout read as it starts) and from
 * IntersectionObserver entries after (freeBelow says when an entry is taken at its word).
 * Framework-free; defineWidget binds it to the first render (core/host/define-widget.tsx).
 */
import { KEPT_ATTR } from './hydration.js';

type Release = () => void;

/** Each host's height when its first render was started (noteBox). */
const noted = new WeakMap<Element, number>();
/** Per held host: what to do with its IntersectionObserver entries. */
const seen = new WeakMap<Element, (entry: IntersectionObserverEntry) => void>();
let watcher: IntersectionObserver | undefined;
/** Every hold in place. */
const holding = new Set<Release>();
const freeAll = () => {
  for (const release of [...holding]) release();
};
let listening = false;
let width = 0;
/**
 * Frees every held widget when the reader acts: a click, or a key pressed in a control (a key on
 * the page itself scrolls it), anywhere on the page: what changes then, here or in another widget
 * (signing in changes every widget that shows the session), is the reader's doing. And when the
 * viewport changes width: every widget reflows, the heights held before mean nothing at the new one.
 * Notes when the page last scrolled (freeBelow).
 */
function listenOnce(): void {
  if (listening) return;
  listening = true;
  width = innerWidth;
  const onPage = (target: EventTarget | null) => target === document.body || target === document.documentElement || target === document;
  addEventListener('click', freeAll, { capture: true, passive: true });
  addEventListener('keydown', (event) => {
    if (!onPage(event.target)) freeAll();
  }, { capture: true, passive: true });
  addEventListener('scroll', () => { scrolledAt = performance.now(); }, { capture: true, passive: true });
  addEventListener('resize', () => {
    if (innerWidth === width) return;
    width = innerWidth;
    freeAll();
  }, { passive: true });
}

const px = (value: string) => Number.parseFloat(value) || 0;

/** When the page (or a scrolling box in it) last scrolled, as performance.now(). */
let scrolledAt = -Infinity;
/** Held hosts an entry said were below the viewport: when that entry was taken, and what frees the host. */
const freeing = new Map<Element, { at: number; free(): void }>();
/**
 * In the frame after entries said so, frees the hosts they said were below the viewport, unless
 * the page scrolled since. An entry arrives in a task after the frame it describes, and more
 * tasks run before the next frame: the page may have scrolled meanwhile (a fling, a script),
 * bringing a widget that was below into view. Freed then, it would shrink in the very frame the
 * reader first sees it. A scroll is dispatched in a frame's steps before its animation frame
 * callbacks, so here, in that next frame, a widget whose entry is older than the last scroll is
 * asked again (a new entry, after this frame's layout); the others are still below. No layout read.
 */
function freeBelow(): void {
  const waiting = [...freeing.entries()];
  freeing.clear();
  for (const [host, { at, free }] of waiting) {
    if (at >= scrolledAt) free();
    else {
      watcher?.unobserve(host);
      watcher?.observe(host);
    }
  }
}

/** Each watched host's border-box height at the last frame, as its ResizeObserver entries say (watchBox). */
const sized = new WeakMap<Element, number>();
let sizer: ResizeObserver | undefined;

/**
 * Follows `host`'s height from before its first render (boot calls it when the host's strategy
 * fires, before its chunk loads), so that noteBox needs no layout read: ResizeObserver entries
 * come after a frame's layout, while a read as the render starts lays out a page other widgets
 * have just changed (up to 80 ms at 4× CPU on the bench's 200-tag page). Stops at noteBox.
 */
export function watchBox(host: Element): void {
  if (typeof ResizeObserver === 'undefined' || noted.has(host)) return;
  sizer ??= new ResizeObserver((entries) => {
    for (const entry of entries) sized.set(entry.target, entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
  });
  sizer.observe(host);
}

/**
 * Notes the box the page shows for `host` now, as its first render starts: by the time React
 * commits, the printed content has left the box. The height watchBox saw at the last frame, else
 * one layout read in the task that starts the render.
 */
export function noteBox(host: HTMLElement): void {
  if (noted.has(host) || typeof IntersectionObserver === 'undefined') return;
  const seenAt = sized.get(host);
  sizer?.unobserve(host);
  sized.delete(host);
  noted.set(host, seenAt ?? host.getBoundingClientRect().height);
}

/**
 * At the first commit: runs `render` (the rendered marker the fallback stylesheet keys on), then
 * holds `host` at the height noteBox found, as above. Returns the release, for the unmount.
 */
export function keepBox(host: HTMLElement, render: () => void): Release {
  const height = noted.get(host) ?? 0;
  noted.delete(host);
  render();
  if (!height) return () => {};
  const style = getComputedStyle(host);
  // An inline or contents host has no block size of its own to hold.
  if (!/^(block|flow-root|flex|grid|table|list-item)$/.test(style.display)) return () => {};
  // min-block-size sizes the content box unless the host is border-box.
  const edges = style.boxSizing === 'border-box'
    ? 0
    : px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth);
  const before = host.style.minBlockSize;
  const hold = (borderBox: number | null) => {
    if (borderBox === null) {
      host.style.minBlockSize = before;
      host.removeAttribute(KEPT_ATTR);
    } else {
      host.style.minBlockSize = `${Math.max(0, borderBox - edges)}px`;
      host.setAttribute(KEPT_ATTR, '');
    }
  };
  hold(height);

  const release = () => {
    if (!seen.has(host)) return;
    seen.delete(host);
    holding.delete(release);
    watcher?.unobserve(host);
    freeing.delete(host);
    hold(null);
  };
  seen.set(host, (entry) => {
    if (entry.isIntersecting) {
      freeing.delete(host);
      hold(entry.boundingClientRect.height);
    } else if (entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? innerHeight)) {
      if (!freeing.size) requestAnimationFrame(freeBelow);
      freeing.set(host, { at: entry.time, free: () => hold(null) });
    }
  });
  watcher ??= new IntersectionObserver((entries) => {
    for (const entry of entries) seen.get(entry.target)?.(entry);
  });
  watcher.observe(host);
  holding.add(release);
  listenOnce();
  return release;
}
