import { useEffect } from 'react';
import { lockPageScroll } from '../../core/kits/dialog/index.js';
import type { TabKind } from './five-fifty.content.js';
import { PAGE_STATE_ATTR } from './five-fifty.layout.js';
import { shouldLock, snapDistance } from './five-fifty.lock.js';

/**
 * Tells the page template which kind of tab is active (`<html data-mck-five-fifty="story">`): its
 * CSS fixes or clears its header in the story and shows its footer on the related articles only.
 */
export function usePageState(kind: TabKind | undefined): void {
  useEffect(() => {
    if (!kind) return;
    document.documentElement.setAttribute(PAGE_STATE_ATTR, kind);
  }, [kind]);
  useEffect(() => () => document.documentElement.removeAttribute(PAGE_STATE_ATTR), []);
}

/**
 * On mobile and tablet the page does not scroll while the story is before its last tab (D§4),
 * once the story reaches the top of the view, under the header: the reader swipes through the
 * story, then scrolls on from the last tab. The story reaches it when its top stands at the
 * header's line or crossed it since the last scroll event (one fling may carry it far past);
 * the page then scrolls the story's top onto the line, so the whole story, its arrows and
 * bullets too, fills the view, and locks.
 */
export function useScrollLockBeforeLast(story: HTMLElement | null, beforeLast: boolean, headerOffset: number): void {
  useEffect(() => {
    if (!story || !beforeLast) return;
    let release: (() => void) | null = null;
    let previousTop: number | null = null;
    const lockInPlace = () => {
      if (release) return;
      const top = story.getBoundingClientRect().top;
      const lock = shouldLock(previousTop, top, headerOffset);
      previousTop = top;
      if (!lock) return;
      // Instant: a page's `scroll-behavior: smooth` would still be moving when the lock sets in.
      scrollBy({ top: snapDistance(top, headerOffset), behavior: 'instant' });
      release = lockPageScroll();
    };
    lockInPlace();
    addEventListener('scroll', lockInPlace, { passive: true });
    return () => {
      removeEventListener('scroll', lockInPlace);
      release?.();
    };
  }, [story, beforeLast, headerOffset]);
}
