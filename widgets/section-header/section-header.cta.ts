import { checkNavigationUrl, refusalMessage } from '../../core/page/navigation.js';

export interface Cta { href: string; text: string }

/**
 * The call to action the CMS printed as `<a slot="cta">`, through core's navigation check: a link
 * without href, or to a site the page does not allow, is not rendered (E§3, D§5) and is named on
 * the console.
 */
export function ctaOf(host: HTMLElement): Cta | null {
  const link = host.querySelector<HTMLAnchorElement>(':scope > a[slot="cta"]');
  if (!link) return null;
  const raw = link.getAttribute('href');
  const check = checkNavigationUrl(raw);
  if (!check.ok) {
    console.error(`[mck-section-header] call to action ${refusalMessage(check.reason)}: not rendering "${String(raw ?? '').slice(0, 200)}"`);
    return null;
  }
  return { href: check.url, text: link.textContent?.trim() ?? '' };
}

/** Whether the CMS printed a headline (any default-slot content). */
export const hasHeadline = (host: HTMLElement): boolean =>
  [...host.childNodes].some((node) => (node instanceof Element ? !node.hasAttribute('slot') : !!node.textContent?.trim()));
