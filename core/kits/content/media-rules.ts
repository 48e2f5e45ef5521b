/**
 * Rules every editorial widget with media follows, declared once.
 * - E§5: an overlay's opacity above 1 is a percentage, so editors typing `0.4` or `40` get the same
 *   overlay; a hero gradient's opacity is its 0–100 level / 100.
 * - D§5: an image counts as empty when it has no src or carries the empty-image marker class
 *   (the spec does not name the class: `empty-image`).
 */

/** The class the CMS puts on an image whose field is empty. */
export const EMPTY_IMAGE_CLASS = 'empty-image';

export const overlayOpacity = (value: number): number => (value > 1 ? value / 100 : value);

export const gradientOpacity = (level: number): number => level / 100;

/** No image, no src, or the empty-image marker class. */
export const isEmptyImage = (image: Element | null): boolean =>
  !image || !image.getAttribute('src')?.trim() || image.classList.contains(EMPTY_IMAGE_CLASS);
