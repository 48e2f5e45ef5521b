import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { MediaBlock } from './media-block.js';
import { mediaBlockAttributes } from './media-block.api.js';
import { mediaBlockStyles } from './media-block.styles.js';

/**
 * A two-media or four-media block (D§2 "Other", layout modules): the images, videos or nested
 * widgets (e.g. `mck-video`) the CMS printed inside the tag, each with its caption, side by side
 * (two), two by two or four across (four), stacked on mobile; columns follow the writing direction.
 *
 * The media are the CMS's own markup, shown through the default slot, so the page reads the same
 * before and without JavaScript, hydrating moves nothing and nested tags hydrate where they are.
 * Without media it renders nothing for visitors; in editor mode each medium the layout misses shows
 * a placeholder.
 *
 * Keyboard: nothing of its own; the controls of nested media (video players, links) keep theirs.
 *
 * Screen readers: the block adds no role or name; the media, their alt text and captions are read
 * as the CMS printed them, in source order, and nested widgets as those widgets are.
 *
 * @tagname mck-media-block
 * @summary Two or four media with captions, side by side, stacked on mobile.
 *
 * @slot - The media: one element each (e.g. `<figure>` with `<img>` or `<mck-video>` and `<figcaption>`), as the CMS prints them.
 */
export class MediaBlockElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: MediaBlock,
  attributes: mediaBlockAttributes,
  styles: mediaBlockStyles,
}) {}

registerWidget(MediaBlockElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-media-block': MediaBlockElement;
  }
}
