import { useEffect } from 'react';
import type { QuizOptionId } from '../../core/contracts/quiz.js';
import { installLegacyBus } from '../../core/page/events.js';
import { prefersReducedMotion } from '../../core/page/motion.js';
import { readShareHash, scrollTopFor, stickyShareBarShown } from './quiz.share.js';
import { URL_AUTO_SELECT_MS } from './quiz.timings.js';

/** Scrolls the page so the quiz's top sits below the sticky share bar, or 10 px down (E§9). */
export function scrollToQuiz(host: HTMLElement): void {
  const top = scrollTopFor(host.getBoundingClientRect().top, window.scrollY, stickyShareBarShown());
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Opens the quiz when the page asks for it (E§2): its share link in the page's hash (on load and
 * on a hash change), or a page event named after its media id (`mck.events.publish(mediaId)`). A
 * link naming an option selects it {@link URL_AUTO_SELECT_MS} later.
 */
export function useOpenByLink(host: HTMLElement, prefix: string, mediaId: string, select: (option: QuizOptionId) => void): void {
  useEffect(() => {
    if (!mediaId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fromHash = () => {
      const asked = readShareHash(location.hash, prefix, mediaId);
      if (!asked) return;
      scrollToQuiz(host);
      clearTimeout(timer);
      if (asked.option) timer = setTimeout(() => select(asked.option!), URL_AUTO_SELECT_MS);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    const unsubscribe = installLegacyBus().subscribe(mediaId, () => scrollToQuiz(host));
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', fromHash);
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `select` is the component's latest (it reads a ref); the link is read again only for a new quiz
  }, [host, prefix, mediaId]);
}
