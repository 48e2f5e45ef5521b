/**
 * What the factoids read from the content the CMS printed inside the tag (E§3 Factoid item): each
 * child element is one factoid, holding its large, medium and small text as
 * `[data-factoid="large|medium|small"]`, its factoidImage as an `<img>` and its callToActionLink as
 * an `<a href>`.
 */
export interface FactoidItem {
  largeText: string;
  mediumText: string;
  smallText: string;
  image: { src: string; alt: string; width?: number; height?: number } | null;
  link: { url: string; text: string; target: string } | null;
}

const textOf = (item: Element, field: string) =>
  item.querySelector(`[data-factoid="${field}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const sizeOf = (img: HTMLImageElement, name: 'width' | 'height') => {
  const value = Number(img.getAttribute(name));
  return value > 0 ? value : undefined;
};

export function readItem(item: Element): FactoidItem {
  const img = item.querySelector('img');
  const a = item.querySelector('a[href]');
  return {
    largeText: textOf(item, 'large'),
    mediumText: textOf(item, 'medium'),
    smallText: textOf(item, 'small'),
    image: img?.getAttribute('src')
      ? { src: img.getAttribute('src')!, alt: img.getAttribute('alt') ?? '', width: sizeOf(img, 'width'), height: sizeOf(img, 'height') }
      : null,
    link: a ? { url: a.getAttribute('href') ?? '', text: a.textContent?.trim() ?? '', target: a.getAttribute('target') ?? '' } : null,
  };
}

/**
 * The items as one string, so `useLightDom` re-renders only when the content really changes
 * (it compares flat values); {@link factoidItems} reads it back.
 */
export const readFactoids = (host: HTMLElement) => ({ items: JSON.stringify([...host.children].map(readItem)) });

export const factoidItems = (items: string): FactoidItem[] => JSON.parse(items) as FactoidItem[];
