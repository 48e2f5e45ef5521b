/**
 * What the inline image reads from the `<img>` the CMS printed inside the tag (D§5: an image counts
 * as empty when it has no src or carries the empty-image marker class; E§8: default screen-reader
 * text where no alt exists).
 */
import { isEmptyImage } from '../../core/kits/content/index.js';

/** Set on an `<img>` whose alt the widget supplied, so it is kept in the page language. */
export const DEFAULT_ALT_ATTR = 'data-mck-default-alt';

export interface PrintedImage {
  image: HTMLImageElement | null;
  /** No image, no src, or the empty-image marker class. */
  empty: boolean;
  /** The CMS gave no alt text (none, blank, or only the one this widget supplied). */
  needsAlt: boolean;
}

export function readPrintedImage(host: HTMLElement): PrintedImage {
  const image = host.querySelector('img');
  const empty = isEmptyImage(image);
  const needsAlt = !!image && (image.hasAttribute(DEFAULT_ALT_ATTR) || !image.getAttribute('alt')?.trim());
  return { image, empty, needsAlt };
}

/** Gives an image without alt text the default screen-reader text (changing nothing when it has it). */
export function supplyDefaultAlt(image: HTMLImageElement, text: string): void {
  if (image.getAttribute('alt') !== text) image.setAttribute('alt', text);
  if (!image.hasAttribute(DEFAULT_ALT_ATTR)) image.setAttribute(DEFAULT_ALT_ATTR, '');
}
