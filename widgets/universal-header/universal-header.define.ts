import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { UniversalHeader } from './universal-header.js';
import { universalHeaderAttributes } from './universal-header.api.js';
import { universalHeaderStyles } from './universal-header.styles.js';

/**
 * The universal header of a page (D§2 "Other", layout modules): the heading and dek the CMS printed
 * inside the tag, with an optional breadcrumb above them — a navigation landmark with an ordered
 * list from the home page to this page, the current page marked `aria-current="page"`.
 *
 * The header content is the CMS's own markup, shown through the default slot, so the page reads the
 * same before and without JavaScript and hydrating moves nothing. The breadcrumb's links come from
 * the `breadcrumb` attribute through the content kit's CTA link rules (navigation check included);
 * the CMS's plain breadcrumb (`slot="breadcrumb"`) is for readers without JavaScript and gives way
 * to the checked one in the same place. Without content or breadcrumb it renders nothing for
 * visitors; in editor mode an empty header shows a placeholder.
 *
 * Keyboard: Tab reaches each breadcrumb link in order; Enter follows it.
 *
 * Screen readers: the heading and dek are the CMS's own elements, read as printed (the wrapper is
 * no banner landmark). The breadcrumb is a navigation landmark named "Breadcrumb" holding an
 * ordered list, the current page marked aria-current="page".
 *
 * @tagname mck-universal-header
 * @summary A page header with an optional breadcrumb.
 *
 * @slot - The header content (e.g. `<h1>` and a `<p>` dek), as the CMS prints it.
 * @slot breadcrumb - The CMS's plain breadcrumb (`<nav slot="breadcrumb">`) for readers without JavaScript; replaced by the checked one.
 *
 * @cssprop --mck-color-accent - Breadcrumb link colour.
 * @cssprop --mck-color-muted - Breadcrumb separator colour.
 */
export class UniversalHeaderElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: UniversalHeader,
  attributes: universalHeaderAttributes,
  styles: universalHeaderStyles,
}) {}

registerWidget(UniversalHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-universal-header': UniversalHeaderElement;
  }
}
