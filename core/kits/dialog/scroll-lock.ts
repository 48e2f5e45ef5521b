/**
 * Stops the page behind a modal from scrolling, by `overflow: hidden` on `<html>`. Counted, so a
 * dialog opened from a dialog does not unlock the page when the inner one closes.
 */
let holders = 0;
let previous = '';

/** Locks page scrolling; returns the unlock function (safe to call once). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders++ === 0) {
    previous = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) root.style.overflow = previous;
  };
}
