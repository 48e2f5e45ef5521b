/**
 * What the widget reads from the hero the CMS printed inside the tag. The content stays where the
 * CMS put it (slotted), so the page reads the same before and without JavaScript; these facts only
 * decide which layers and controls the widget adds.
 */
import { isEmptyImage } from '../../core/kits/content/index.js';
import { imageIdFromTitle, stripHtml } from '../../core/kits/text/index.js';

export interface PrintedHero {
  /** The heading's plain text (D§5: HTML stripped): names the video player. */
  title: string;
  /** D§5: the image id made from the title; ids the caption the toggle controls. */
  imageId: string;
  /** Any default-slot content (eyebrow, title, date, dek, …); else an editor placeholder. */
  text: boolean;
  /** Media in the `media` slot with something to show (an empty image counts as none, D§5). */
  media: boolean;
  /** A caption in the `caption` slot (section hero). */
  caption: boolean;
}

const HEADING = ':is(h1, h2, h3, h4, h5, h6)';

/** The first heading of the text (an immersive full hero's sits in its first fold's wrapper). */
const heading = (host: HTMLElement) => [...host.children]
  .filter((child) => !child.hasAttribute('slot'))
  .map((child) => (child.matches(HEADING) ? child : child.querySelector(HEADING)))
  .find(Boolean);

function hasMedia(host: HTMLElement): boolean {
  const media = host.querySelector(':scope > [slot="media"]');
  if (!media) return false;
  const image = media.localName === 'img' ? media : media.localName === 'picture' ? media.querySelector('img') : null;
  return image ? !isEmptyImage(image) : true;
}

export function readPrintedHero(host: HTMLElement): PrintedHero {
  const title = stripHtml(heading(host)?.innerHTML ?? '').trim();
  return {
    title,
    imageId: imageIdFromTitle(title),
    text: [...host.childNodes].some((node) => (node instanceof Element ? !node.hasAttribute('slot') : !!node.textContent?.trim())),
    media: hasMedia(host),
    caption: !!host.querySelector(':scope > [slot="caption"]'),
  };
}
