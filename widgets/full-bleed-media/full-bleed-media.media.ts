/**
 * What the widget reads from the media the CMS printed inside the tag: an `<img>`, the CMS's own
 * `<video>`, or an `<mck-video>` (the video service's player, which hydrates itself). D§5: an image
 * counts as empty when it has no src or carries the empty-image marker class. E§6: default
 * screen-reader text where the CMS gave none.
 */
import { isEmptyImage } from '../../core/kits/content/index.js';


/** Set on media whose accessible name the widget supplied, so it follows the page language. */
export const DEFAULT_LABEL_ATTR = 'data-mck-default-label';

export type MediaKind = 'image' | 'video' | 'mck-video';

/** Where each kind of media carries its accessible name. */
const LABEL_ATTRIBUTE: Record<MediaKind, string> = { image: 'alt', video: 'aria-label', 'mck-video': 'label' };

export interface PrintedMedia {
  media: HTMLElement | null;
  kind: MediaKind | null;
  /** No media, or media with nothing to show. */
  empty: boolean;
  /** The CMS gave no accessible name (none, blank, or only the one this widget supplied). */
  needsLabel: boolean;
}

const kindOf = (el: Element): MediaKind => (el.localName === 'img' ? 'image' : el.localName === 'video' ? 'video' : 'mck-video');

const has = (el: Element, attribute: string) => !!el.getAttribute(attribute)?.trim();

function isEmpty(media: Element, kind: MediaKind): boolean {
  if (kind === 'image') return isEmptyImage(media);
  if (kind === 'video') return !has(media, 'src') && !media.querySelector('source[src]');
  return !has(media, 'video-id');
}

export function readPrintedMedia(host: HTMLElement): PrintedMedia {
  const media = host.querySelector<HTMLElement>(':scope > :is(img, video, mck-video), :scope > picture > img');
  if (!media) return { media: null, kind: null, empty: true, needsLabel: false };
  const kind = kindOf(media);
  const named = has(media, LABEL_ATTRIBUTE[kind]) || (kind === 'video' && has(media, 'aria-labelledby'));
  return { media, kind, empty: isEmpty(media, kind), needsLabel: media.hasAttribute(DEFAULT_LABEL_ATTR) || !named };
}

/** Gives media without an accessible name the default screen-reader text (changing nothing when it has it). */
export function supplyDefaultLabel(media: HTMLElement, kind: MediaKind, text: string): void {
  const attribute = LABEL_ATTRIBUTE[kind];
  if (media.getAttribute(attribute) !== text) media.setAttribute(attribute, text);
  if (!media.hasAttribute(DEFAULT_LABEL_ATTR)) media.setAttribute(DEFAULT_LABEL_ATTR, '');
}

/**
 * The reader asked for less motion: the CMS's own autoplaying video stops, and gets controls so
 * it can still be played on purpose. (`<mck-video>` already never autoplays then.)
 */
export function holdAutoplay(video: HTMLVideoElement): void {
  video.autoplay = false;
  video.pause();
  video.controls = true;
}

