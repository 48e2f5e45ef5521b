/**
 * The slides a CMS prints inside a carousel's tag: each child element is one slide, a `<figure>`
 * (or any element) holding an `<img>` and an optional `<figcaption>`. Printed this way, the page
 * reads as a row of captioned images before and without JavaScript.
 */
export interface Figure {
  src: string;
  /** The image's alt text; empty when the CMS printed none. */
  alt: string;
  width?: number;
  height?: number;
  caption: string;
}

const sizeOf = (img: HTMLImageElement, name: 'width' | 'height') => {
  const value = Number(img.getAttribute(name));
  return value > 0 ? value : undefined;
};

function readFigure(slide: Element): Figure | null {
  const img = slide instanceof HTMLImageElement ? slide : slide.querySelector('img');
  const src = img?.getAttribute('src');
  if (!img || !src) return null;
  return {
    src,
    alt: img.getAttribute('alt')?.trim() ?? '',
    width: sizeOf(img, 'width'),
    height: sizeOf(img, 'height'),
    caption: slide.querySelector('figcaption')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  };
}

/**
 * The figures as one string, so `useLightDom` re-renders only when the content really changes (it
 * compares flat values); {@link figuresOf} reads it back. A child without an image is left out.
 */
export const readFigures = (host: HTMLElement) => ({
  figures: JSON.stringify([...host.children].map(readFigure).filter((figure) => figure !== null)),
});

export const figuresOf = (figures: string): Figure[] => JSON.parse(figures) as Figure[];
