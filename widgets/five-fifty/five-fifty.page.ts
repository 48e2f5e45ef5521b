import { useEffect } from 'react';
import { lockPageScroll } from '../../core/kits/dialog/index.js';
import type { TabKind } from './five-fifty.content.js';
import { PAGE_STATE_ATTR } from './five-fifty.layout.js';

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
 * once the story stands at the top of the view, under the header: the reader swipes through the
 * story, then scrolls on from the last tab.
 */
export function useScrollLockBeforeLast(story: HTMLElement | null, beforeLast: boolean, headerOffset: number): void {
  useEffect(() => {
    if (!story || !beforeLast) return;
    let release: (() => void) | null = null;
    const lockInPlace = () => {
      const top = story.getBoundingClientRect().top;
      if (!release && top >= 0 && top <= headerOffset + 1) release = lockPageScroll();
    };
    lockInPlace();
    addEventListener('scroll', lockInPlace, { passive: true });
    return () => {
      removeEventListener('scroll', lockInPlace);
      release?.();
    };
  }, [story, beforeLast, headerOffset]);
}
