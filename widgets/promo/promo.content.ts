/**
 * What the promo reads from the content the CMS printed inside the tag. Each child element without
 * a `slot` is one promo item; inside it `[data-promo="eyebrow|title|text|quote|citation"]` hold its
 * fields (text only: any markup inside is dropped), the first `<img>` its image and its `<a>`
 * elements its calls to action, in order (`data-link-type` carries the CMS's LinkType; an internal
 * link printed without `href` is invalid and not rendered).
 */
import { CTA_LINK_TYPES, isEmptyImage, type CtaLink, type CtaLinkType } from '../../core/kits/content/index.js';
import { VARIANT_RULES, type Variant } from './promo.variants.js';

export interface PromoImage { src: string; alt: string; width?: number; height?: number }

export interface PromoItem {
  eyebrow: string;
  title: string;
  /** The heading element the CMS used for the title (`h2`…`h6`), or `p` when it is no heading. */
  titleTag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';
  text: string;
  quote: string;
  citation: string;
  image: PromoImage | null;
  links: CtaLink[];
}

/** Content the variant cannot render (the CMS printed the wrong number of items): a rendering error. */
export class PromoContentError extends Error {}

/** The text fields a promo item marks with `data-promo`. */
type PromoField = 'eyebrow' | 'title' | 'text' | 'quote' | 'citation';

/** Text only, whitespace collapsed: the CMS's markup inside a field is not carried over. */
const plainText = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const sizeOf = (img: Element, name: 'width' | 'height') => {
  const value = Number(img.getAttribute(name));
  return value > 0 ? value : undefined;
};

function readImage(item: Element): PromoImage | null {
  const img = item.querySelector('img');
  if (!img || isEmptyImage(img)) return null;
  return { src: img.getAttribute('src')!.trim(), alt: img.getAttribute('alt') ?? '', width: sizeOf(img, 'width'), height: sizeOf(img, 'height') };
}

function readLink(a: HTMLAnchorElement): CtaLink {
  const type = a.dataset.linkType as CtaLinkType | undefined;
  const link: CtaLink = { text: plainText(a), url: a.getAttribute('href') ?? '' };
  if (type && CTA_LINK_TYPES.includes(type)) link.linkType = type;
  if (a.getAttribute('target')) link.target = a.getAttribute('target')!;
  if (a.getAttribute('title')) link.title = a.getAttribute('title')!;
  return link;
}

const titleTagOf = (element: Element | null): PromoItem['titleTag'] => {
  const tag = element?.tagName.toLowerCase();
  return tag === 'h2' || tag === 'h3' || tag === 'h4' || tag === 'h5' || tag === 'h6' ? tag : 'p';
};

export function readItem(item: Element): PromoItem {
  const field = (name: PromoField) => item.querySelector(`[data-promo="${name}"]`);
  return {
    eyebrow: plainText(field('eyebrow')),
    title: plainText(field('title')),
    titleTag: titleTagOf(field('title')),
    text: plainText(field('text')),
    quote: plainText(field('quote')),
    citation: plainText(field('citation')),
    image: readImage(item),
    links: [...item.querySelectorAll('a')].map(readLink),
  };
}

/**
 * The items as one string, so `useLightDom` re-renders only when the content really changes (it
 * compares flat values); {@link promoItems} reads it back.
 */
export const readPromo = (host: HTMLElement) => ({
  items: JSON.stringify([...host.children].filter((child) => !child.hasAttribute('slot')).map(readItem)),
});

/** The items the variant shows; content it cannot render throws {@link PromoContentError}. */
export function promoItems(variant: Variant, snapshot: { items: string }): PromoItem[] {
  const items = JSON.parse(snapshot.items) as PromoItem[];
  const { items: holds } = VARIANT_RULES[variant];
  if (holds === 'one' && items.length > 1) throw new PromoContentError(`a ${variant} promo holds one item, the CMS printed ${items.length}`);
  if (holds === 'two' && items.length > 2) throw new PromoContentError(`a ${variant} promo holds two columns, the CMS printed ${items.length}`);
  return items;
}
