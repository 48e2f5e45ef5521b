import type { QuizOptionId } from '../../core/contracts/quiz.js';
import { QUIZ_OPTION_IDS } from '../../core/contracts/quiz.js';
import { SCROLL_OFFSET_PX } from './quiz.timings.js';

/**
 * The quiz's share link (E§2): `{page url}#/{quiz prefix}/quiz-{mediaId}`. A link that adds
 * `/{option}` (`…/quiz-{mediaId}/B`) also selects that option of the first question.
 */
export function quizShareLink(pageUrl: string, prefix: string, mediaId: string): string {
  const url = new URL(pageUrl);
  url.hash = `/${prefix}/quiz-${mediaId}`;
  return url.href;
}

/** What a page's hash asks of the quiz: nothing (`null`), to open it, or to open it with an option chosen. */
export function readShareHash(hash: string, prefix: string, mediaId: string): { option: QuizOptionId | null } | null {
  const base = `#/${prefix}/quiz-${mediaId}`;
  if (!mediaId || !hash.startsWith(base)) return null;
  const rest = hash.slice(base.length);
  if (rest === '' || rest === '/') return { option: null };
  const option = rest.slice(1).toUpperCase();
  if (rest[0] !== '/' || !(QUIZ_OPTION_IDS as readonly string[]).includes(option)) return null;
  return { option: option as QuizOptionId };
}

/** The page's sticky share bar (a vertical `mck-share-bar`) covers the top of the viewport. */
export const stickyShareBarShown = (doc: Document = document) => doc.querySelector('mck-share-bar[layout="vertical"]') !== null;

/** Where to scroll so the quiz's top sits just below the sticky share bar, or 10 px down (E§9). */
export function scrollTopFor(quizTop: number, scrollY: number, stickyShareBar: boolean): number {
  return Math.max(0, scrollY + quizTop - (stickyShareBar ? SCROLL_OFFSET_PX.stickyShareBar : SCROLL_OFFSET_PX.otherwise));
}

/** Share targets of the final slide: each network's share address for the quiz's link. */
export function shareTargets(link: string, title: string): Array<{ network: 'linkedin' | 'x' | 'facebook' | 'email'; href: string }> {
  const u = encodeURIComponent(link);
  const text = encodeURIComponent(title);
  return [
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'x', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'email', href: `mailto:?subject=${text}&body=${u}` },
  ];
}
