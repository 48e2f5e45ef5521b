import { resolveCtaLink, type CtaLink } from '../../core/kits/content/index.js';

/**
 * What the universal header reads from the content the CMS printed inside its tag, and the
 * breadcrumb trail it renders.
 */

const hasText = (node: Node) => !!node.textContent?.trim();

/** Whether the CMS printed header content (children without a `slot`, or bare text). */
export function readHeaderContent(host: HTMLElement): { heading: boolean } {
  let heading = false;
  for (const node of host.childNodes) {
    if (node instanceof Element) heading ||= !node.hasAttribute('slot') && hasText(node);
    else if (node.nodeType === Node.TEXT_NODE) heading ||= hasText(node);
  }
  return { heading };
}

/** One step of the trail: a link, or only its text when the CMS gave no URL. */
export interface Crumb {
  text: string;
  href?: string;
  /** The last step: the page itself (`aria-current="page"`). */
  current: boolean;
}

/**
 * The trail from the CMS's links, in order, the last one being the current page. Each URL goes
 * through the CTA link rules (and so the navigation check); a step without URL keeps its text,
 * a step without text is left out.
 */
export function breadcrumbTrail(links: readonly CtaLink[]): Crumb[] {
  const steps = links.flatMap((link) => {
    const resolved = resolveCtaLink(link);
    if (resolved.ok) return [{ text: resolved.link.text, href: resolved.link.href }];
    const text = link.text?.trim();
    return text ? [{ text }] : [];
  });
  return steps.map((step, i) => ({ ...step, current: i === steps.length - 1 }));
}
