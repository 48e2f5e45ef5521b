/**
 * Stops the page behind a modal from scrolling, by `overflow: hidden` on `<html>`. Counted, so a
 * dialog opened from a dialog does not unlock the page when the inner one closes. A page that
 * shows a classic scrollbar keeps its gutter (`scrollbar-gutter: stable`): hiding the bar would
 * widen the page and move every line of it, a layout shift as the dialog opens.
 */
let holders = 0;
let previous = { overflow: '', gutter: '' };

/** Locks page scrolling; returns the unlock function (safe to call once). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders++ === 0) {
    previous = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) {
      root.style.overflow = previous.overflow;
      root.style.scrollbarGutter = previous.gutter;
    }
  };
}
