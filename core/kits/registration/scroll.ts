import { prefersReducedMotion } from '../../page/motion.js';

const behavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/** A§4 registration submit error: the page scrolls to the top, where the error banner is read. */
export function scrollToTop(target: Window = window): void {
  target.scrollTo({ top: 0, behavior: behavior() });
}

/**
 * A§8 2002: brings the (reset) captcha into view and focuses it, so the reader answers it again.
 * `root` is where the form is (the widget's shadow root).
 */
export function revealCaptcha(root: ParentNode): void {
  const slot = root.querySelector<HTMLElement>('.mck-captcha [tabindex="-1"]');
  if (!slot) return;
  slot.scrollIntoView({ block: 'center', behavior: behavior() });
  slot.focus({ preventScroll: true });
}
