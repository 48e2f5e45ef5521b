import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Toc } from './toc.js';
import { tocAttributes } from './toc.api.js';
import { tocStyles } from './toc.styles.js';

/**
 * A table of contents (E§1 "table of contents"): a list of links to the article's headings, built
 * from the page itself. Which headings: the `headings` selector (`h2` by default) inside the
 * `scope` (the article the tag sits in by default). A heading without an id gets one made from its
 * text (`toc-` and the words, `-2`… when taken), the same on every visit. While the reader scrolls,
 * the link of the section being read is marked `aria-current="true"`. The CMS prints the same
 * list inside the tag, so the page reads the same before and without JavaScript.
 *
 * Following a link scrolls to the heading (smoothly, unless the reader prefers reduced motion),
 * moves focus to it and puts its id in the URL's hash.
 *
 * Editor mode: an article without headings shows a placeholder (visitors see nothing).
 *
 * Keyboard: Tab reaches each link in turn; Enter goes to its section.
 *
 * Screen readers: a navigation landmark named by its title ("Contents" unless `label` says
 * otherwise) holding an ordered list of links named by the headings' text; the section being read
 * is marked aria-current="true". Following a link moves focus to the heading, so reading goes on
 * from there.
 *
 * @tagname mck-toc
 * @summary Table of contents from the article's headings, marking the section being read.
 *
 * @slot - Server-rendered fallback (the same list as links) shown until the widget renders.
 *
 * @cssprop --mck-color-accent - The current section's marker and the hovered link.
 * @cssprop --mck-color-line - The marker line beside the other links.
 */
export class TocElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Toc,
  attributes: tocAttributes,
  styles: tocStyles,
}) {}

registerWidget(TocElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-toc': TocElement;
  }
}
