/**
 * An item's calls to action, through the content kit's CTA link rules (internal, external, media,
 * anchor; the navigation check): a bar keeps its first {@link PROMO_BAR_MAX_LINKS} links, a list's
 * read-more link without text reads "Read more", and a link that cannot be rendered is left out
 * (a URL the navigation check refuses is also named on the console).
 */
import { resolveCtaLink, type CtaLink, type ResolvedCtaLink } from '../../core/kits/content/index.js';
import { refusalMessage, type Refusal } from '../../core/page/navigation.js';
import meta from './meta.json';
import { VARIANT_RULES, type Variant } from './promo.variants.js';

export interface ItemLinks {
  links: ResolvedCtaLink[];
  /** Some link the CMS printed is not rendered (editor mode shows a placeholder for it). */
  dropped: boolean;
}

export function itemLinks(variant: Variant, printed: CtaLink[], readMoreText: string): ItemLinks {
  const kept = printed.slice(0, VARIANT_RULES[variant].maxLinks);
  const links: ResolvedCtaLink[] = [];
  for (const link of kept) {
    const result = resolveCtaLink(variant === 'list' && !link.text?.trim() ? { ...link, text: readMoreText } : link);
    if (result.ok) links.push(result.link);
    else if (result.problem !== 'no-text' && result.problem !== 'no-url') {
      console.warn(`[${meta.tag}] link "${link.url}" is not rendered: ${refusalMessage(result.problem as Refusal)}`);
    }
  }
  return { links, dropped: links.length < kept.length };
}
