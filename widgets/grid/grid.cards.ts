/**
 * What the grid reads from the cards the CMS printed inside the tag, and its check of their links.
 * A card is a child element: an `<a href>` (the whole card is the link) or an `<article>` (a card
 * without link); `data-card` is its wall card type (E§3: background-image, generic-item, static).
 */
import { resolveCtaLink } from '../../core/kits/content/index.js';
import { refusalMessage, type Refusal } from '../../core/page/navigation.js';

/** Where the grid keeps the URL of a card link it refused, so the page's author can find it. */
export const REFUSED_HREF_ATTR = 'data-mck-refused-href';

export interface PrintedCards {
  /** How many cards the CMS printed. */
  count: number;
  /** Every card link's href and target, to check them again when they change. */
  links: string;
}

const cardLinks = (host: HTMLElement) => [...host.querySelectorAll<HTMLAnchorElement>(':scope > a[href], :scope > * a[href]')];

export const readCards = (host: HTMLElement): PrintedCards => ({
  count: host.children.length,
  links: cardLinks(host).map((a) => `${a.getAttribute('href')} ${a.target}`).join('\n'),
});

/**
 * Puts every card link through the content kit's CTA rules: a URL the navigation check refuses stops
 * being a link (named on the console), a new window gets `rel="noopener"` and a link off the site
 * `noreferrer`. The CMS's own `<a>` stays in place, so nothing moves.
 */
export function checkCardLinks(host: HTMLElement, tag: string): void {
  for (const a of cardLinks(host)) {
    const text = a.textContent?.trim() || a.getAttribute('aria-label') || '';
    const result = resolveCtaLink({ url: a.getAttribute('href') ?? '', text, target: a.target });
    if (result.ok) {
      if (result.link.rel && a.rel !== result.link.rel) a.rel = result.link.rel;
    } else if (result.problem !== 'no-text' && result.problem !== 'no-url') {
      console.warn(`[${tag}] card link "${a.getAttribute('href')}" is not linked: ${refusalMessage(result.problem as Refusal)}`);
      a.setAttribute(REFUSED_HREF_ATTR, a.getAttribute('href') ?? '');
      a.removeAttribute('href');
    }
  }
}
