import { prefersReducedMotion } from '../../core/page/motion.js';

/**
 * The section the 'continue to next section' control leads to: the element whose id the
 * `next-section` attribute names, else the first element after the sidebar in the page.
 */
export function findNextSection(host: HTMLElement, id: string): HTMLElement | null {
  if (id) return host.ownerDocument.getElementById(id);
  for (let node: Element | null = host; node && node !== host.ownerDocument.body; node = node.parentElement) {
    const next = node.nextElementSibling;
    if (next instanceof HTMLElement) return next;
  }
  return null;
}

/**
 * Scrolls the next section into view (smoothly, unless the reader asked for reduced motion) and
 * moves focus there, so keyboard and screen-reader users continue where the page now shows.
 */
export function continueTo(section: HTMLElement): void {
  if (!section.hasAttribute('tabindex') && section.tabIndex < 0) section.setAttribute('tabindex', '-1');
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
