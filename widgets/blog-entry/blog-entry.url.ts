import { useEffect, useRef } from 'react';
import { onScrollWhileNear } from '../../core/kits/async/index.js';

/** Where the line sits that decides the active entry: this fraction of the viewport from its top. */
export const ACTIVE_LINE = 0.3;

/**
 * The active entry: the last whose top is at or above the line; `-1` when none is (the reader is
 * above the first entry, or on the current one, which is index 0 here).
 */
export function activeIndex(tops: readonly number[], line: number): number {
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

/** A same-origin URL for `href`, or null: history.replaceState cannot take another origin's. */
export function sameOriginUrl(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin ? url.href : null;
  } catch {
    return null;
  }
}

/** Marks each entry element inside the widget: `data-entry` on the page's own and each loaded one. */
export const ENTRY_ATTR = 'data-entry';

/**
 * D§4: the browser URL follows the active entry (history.replaceState, no new history entry), and
 * scrolling back to the first entry or above it restores the page's own URL. The hash stays as it
 * is now: it is the page's (an auth route another widget opened, `#/default` after a sign-up), not
 * the entry's, and the page's address at load would take it away. The entries are the
 * `[data-entry]` elements in `container`, in order: the one the page was opened on first, then
 * each loaded one, whose URL is `urls[i - 1]`.
 */
export function useUrlFollowsEntries(container: Element | null, urls: readonly string[]): void {
  const original = useRef<string | null>(null);
  if (original.current === null) original.current = location.href;
  const latest = useRef(urls);
  latest.current = urls;
  const key = urls.join('\n');
  useEffect(() => {
    if (!container) return;
    const entries = [...container.querySelectorAll(`[${ENTRY_ATTR}]`)];
    const follow = () => {
      const index = activeIndex(entries.map((el) => el.getBoundingClientRect().top), innerHeight * ACTIVE_LINE);
      const target = index <= 0 ? original.current! : sameOriginUrl(latest.current[index - 1] ?? '', original.current!);
      if (!target) return;
      const next = new URL(target);
      next.hash = location.hash;
      if (next.href !== location.href) history.replaceState(history.state, '', next.href);
    };
    // Checked once a frame while the page scrolls near the entries, or resizes. (Intersection
    // thresholds missed a jump from one tall entry to the next: neither crossed a tenth of its own
    // area.) Away from them nothing is read: their positions would cost a forced layout per scroll.
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => { frame = 0; follow(); });
    };
    const stop = onScrollWhileNear(container, schedule);
    addEventListener('resize', schedule, { passive: true });
    return () => {
      stop();
      removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [container, key]);
}
