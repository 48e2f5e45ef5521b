import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Footnote } from './footnote.js';
import { footnoteAttributes } from './footnote.api.js';
import { footnoteStyles } from './footnote.styles.js';

/**
 * A footnote in an article (E§1 "footnote", E§4 footnote tooltips): the marker the CMS printed in
 * the text opens its note beside it on hover, focus, Enter or Space, and closes it on Esc, blur or
 * mouse leave. The note comes from the `note` attribute and is sanitised when it is HTML.
 *
 * The marker stays the CMS's own markup, shown through the default slot inside a button, so the
 * line of text reads the same before and without JavaScript. The button names the footnote
 * ("Footnote 1"), says whether the note is open (`aria-expanded`) and is described by it, so a
 * screen reader reads the note on focus. The note stays on screen: it flips to the other side near
 * an edge, follows the text direction, and below 563 px of window width (E§9) it takes the screen's
 * width. Its fade is off under `prefers-reduced-motion`.
 *
 * Keyboard: Tab reaches the marker and opens the note; Enter or Space opens it; Esc closes it.
 *
 * @tagname mck-footnote
 * @summary A footnote marker whose note opens on hover, focus, Enter or Space.
 *
 * @slot - The marker as the CMS prints it in the text (e.g. `<sup>1</sup>`), plain text without links.
 *
 * @cssprop --mck-color-accent - The marker's colour and links in the note.
 * @cssprop --mck-color-surface - The note's background.
 */
export class FootnoteElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Footnote,
  attributes: footnoteAttributes,
  styles: footnoteStyles,
}) {}

registerWidget(FootnoteElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-footnote': FootnoteElement;
  }
}
