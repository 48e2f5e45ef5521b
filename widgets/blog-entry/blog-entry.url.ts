import { useEffect, useRef } from 'react';

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
 * scrolling back to the first entry or above it restores the page's own URL. The entries are the
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
      if (target && target !== location.href) history.replaceState(history.state, '', target);
    };
    // An entry crossing the line (thresholds at every tenth of the band) may change the active one.
    const observer = new IntersectionObserver(follow, {
      rootMargin: `0px 0px -${100 - ACTIVE_LINE * 100}% 0px`,
      threshold: Array.from({ length: 11 }, (_, i) => i / 10),
    });
    entries.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [container, key]);
}
