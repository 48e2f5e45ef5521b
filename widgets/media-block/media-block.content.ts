import { isEmptyImage } from '../../core/kits/content/index.js';

/**
 * What the media block reads from the content the CMS printed inside its tag: each child element
 * without a `slot` is one medium (a `<figure>` with an image, a video or a nested `mck-*` tag, and
 * its caption). A medium whose only image is empty (D§5: no src or the empty-image class) does
 * not count, so editors see a placeholder in its place.
 */
const MEDIA = 'img, picture, video, iframe, svg, canvas';

function isMedium(child: Element): boolean {
  if (child.localName.startsWith('mck-')) return true;
  if (child.matches(MEDIA)) return child.localName !== 'img' || !isEmptyImage(child);
  if ([...child.querySelectorAll('*')].some((el) => el.localName.startsWith('mck-'))) return true;
  const media = [...child.querySelectorAll(MEDIA)];
  return media.some((el) => el.localName !== 'img' || !isEmptyImage(el));
}

/** How many media the CMS printed. */
export function readMedia(host: HTMLElement): { count: number } {
  return { count: [...host.children].filter((child) => !child.hasAttribute('slot') && isMedium(child)).length };
}
