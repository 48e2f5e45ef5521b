import { useEffect, useState } from 'react';
import type { TocEntry } from './toc.headings.js';

/**
 * A heading counts as reached once it is above the reading line, 40% down the viewport. The
 * observer's root box runs from far above the page's top to that line, so a heading's state flips
 * exactly when it crosses the line, also when a jump (a link, Home, End) skips the viewport.
 */
const ABOVE_READING_LINE = '1000000px 0px -60% 0px';

/**
 * The id of the section being read: the last heading, in document order, that has reached the
 * reading line; none before the first. An IntersectionObserver tells when a heading crosses it,
 * so scrolling reads no layout.
 */
export function useCurrentSection(entries: readonly TocEntry[]): [string | null, (id: string) => void] {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (!entries.length || typeof IntersectionObserver === 'undefined') return undefined;
    const reached = new Map<Element, boolean>();
    const observer = new IntersectionObserver((records) => {
      for (const record of records) reached.set(record.target, record.isIntersecting);
      const last = [...entries].reverse().find((entry) => reached.get(entry.heading));
      setCurrent(last?.id ?? null);
    }, { rootMargin: ABOVE_READING_LINE });
    for (const { heading } of entries) observer.observe(heading);
    return () => observer.disconnect();
  }, [entries]);
  return [current, setCurrent];
}
