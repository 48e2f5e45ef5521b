import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { InlineImage } from './inline-image.js';
import { inlineImageAttributes } from './inline-image.api.js';
import { inlineImageStyles } from './inline-image.styles.js';

/**
 * An image in an article's body (E§2 "inline image"): the `<img>` the CMS printed inside the tag,
 * shown through a slot, so it reads the same before and without JavaScript and hydrating moves
 * nothing.
 *
 * An empty image (D§5: no `src`, or the `empty-image` marker class) renders nothing for visitors
 * and an "Image" placeholder in editor mode (E§1). An image without alt text (none, or blank) gets
 * the dictionary's default screen-reader text (E§8) on the CMS's `<img>`, kept in the page
 * language. The specification names no caption or credit for this module, so there is none.
 *
 * It has no attributes, so no attribute error state: everything it shows is the printed `<img>`.
 * It has no controls, so it adds no tab stop.
 *
 * @tagname mck-inline-image
 * @summary An article image that hides when empty and always has screen-reader text.
 *
 * @slot - The image, as the CMS prints it: `<img src="…" alt="…">` (`class="empty-image"` when empty).
 */
export class InlineImageElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: InlineImage,
  attributes: inlineImageAttributes,
  styles: inlineImageStyles,
}) {}

registerWidget(InlineImageElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-inline-image': InlineImageElement;
  }
}
