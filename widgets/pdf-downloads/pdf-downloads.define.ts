import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { PdfDownloads } from './pdf-downloads.js';
import { pdfDownloadsAttributes } from './pdf-downloads.api.js';
import { pdfDownloadsStyles } from './pdf-downloads.styles.js';

/**
 * An article's PDFs (A§2, A§3, A§9): the full report and the per-language PDFs, each by its custom
 * display name or name, with its page count or else its size (Bytes under 1024, then KB, then MB).
 *
 * On a page whose `access-status` is "registered users" each link is `#/download/{encodedFile}`
 * for a signed-in reader and `#/auth-download/{encodedFile}` for a signed-out one (the sign-in step
 * first); on other pages `#/view-file/{encodedPath}`, open to everyone. The links follow the
 * session as it changes. Print prints at once, except on a registered-only page for a signed-out
 * reader (`#/auth-print`); Save goes to `#/save`, or `#/auth-save` when signed out. The routes'
 * screens are the auth router's. A PDF path must be on this site or an allowed origin: any other is
 * a malformed attribute.
 *
 * Without PDFs it renders nothing (a placeholder in editor mode).
 *
 * Keyboard: Tab reaches each link and button; Enter follows or presses it.
 *
 * Screen readers: the module is a group (not a landmark) named by its heading, or "Downloads" when
 * it has none; the full report is a list named "Full report", the other languages a list named by
 * its "Other languages" heading. Each link is named by the PDF's name; Print and Save are buttons.
 *
 * @tagname mck-pdf-downloads
 * @summary Article PDFs with page count or size, gated by the registered-users rule.
 *
 * @slot - Server-rendered fallback shown until the widget renders (e.g. the plain PDF links).
 *
 * @cssprop --mck-color-accent - Link and button colour.
 */
export class PdfDownloadsElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: PdfDownloads,
  attributes: pdfDownloadsAttributes,
  styles: pdfDownloadsStyles,
}) {}

registerWidget(PdfDownloadsElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-pdf-downloads': PdfDownloadsElement;
  }
}
