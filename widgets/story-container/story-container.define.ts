import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { StoryContainer } from './story-container.js';
import { storyContainerAttributes } from './story-container.api.js';
import { storyContainerStyles } from './story-container.styles.js';

/**
 * Story container (E§2, E§3 Story item, Story container): a sequence of story items, each a text
 * column (eyebrow, display number, title, description, call-to-action links, footnotes) beside
 * its media: an exhibit image, a video, a bespoke interactive, a Flourish visualisation or a Ceros
 * experience, printed by the CMS or as a nested `mck-*` tag. On desktop the text takes 4 of 12
 * columns (6 when `desktop-text-column-width` is 50) and the media the rest, on the left (the
 * default) or on the right of the text; "left" is the inline start, so Arabic mirrors it. Below
 * 768 px the text and media stack.
 *
 * Everything shown is what the CMS printed inside the tag, slotted where it was, so the page reads
 * the same before and without JavaScript and hydrating moves nothing. Each media column is named
 * for screen readers by the item's accessibility description, else by a default text for its
 * kind of media (E§8). Without items it renders nothing for visitors; in editor mode, placeholders
 * for the module and for an item's missing text or media.
 *
 * Keyboard: Tab reaches the links and controls inside the items, in the printed order.
 *
 * @tagname mck-story-container
 * @summary Story items with media left or right, 4/8 or 6/6 columns.
 *
 * @slot text-N - Item N's text (N = 1, 2, …).
 * @slot media-N - Item N's media, with `data-media-placement="left|right"`, `data-template="storyItem|videoForStory|bespokeForStory|flourishForStory|cerosForStory"` and an optional `data-accessibility-description`.
 */
export class StoryContainerElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: StoryContainer,
  attributes: storyContainerAttributes,
  styles: storyContainerStyles,
}) {}

registerWidget(StoryContainerElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-story-container': StoryContainerElement;
  }
}
