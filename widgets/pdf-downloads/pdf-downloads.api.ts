/**
 * The public contract of `<mck-pdf-downloads>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, json, text } from '../../core/host/attributes.js';
import { FullReport, LanguagePdfs } from './pdf-downloads.schema.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const pdfDownloadsAttributes = {
  fullReport: json(FullReport, null, { doc: 'The full report PDF (A§3 fullReportPDF), JSON.' }),
  languages: json(LanguagePdfs, [], { doc: 'The per-language PDFs, JSON array.' }),
  accessStatus: text('', { doc: 'The page\'s access status; "registered users" makes downloads and printing need sign-in (A§2, A§3).' }),
  heading: text('', { doc: 'Visible heading, e.g. "Downloads"; none when empty (a placeholder in editor mode).' }),
  actions: bool(true, { doc: 'Show the print and save buttons; `actions="false"` hides them.' }),
};

/** The parts of `<mck-pdf-downloads>`, for `mck-pdf-downloads::part(…)`. */
export const pdfDownloadsParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  heading: 'The heading, when `heading` is set.',
  list: 'A list of PDFs (the full report; the other languages).',
  link: 'Each PDF\'s link.',
  meta: 'The page count or size after a PDF\'s name.',
  actions: 'The print and save buttons\' row.',
  action: 'The print and the save button.',
}, editorParts);

/**
 * What `<mck-pdf-downloads>` tells the page (name → detail): nothing of its own. Its links and its
 * save button change the location hash, which the auth router (`mck-auth-router`) handles.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface PdfDownloadsEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<PdfDownloadsEvents> {}
}

/** Dictionary keys of `<mck-pdf-downloads>` with their English defaults. */
export const pdfDownloadsStrings = defineStrings({
  PdfDownloads_Label: 'Downloads',
  PdfDownloads_FullReport: 'Full report',
  PdfDownloads_OtherLanguages: 'Other languages',
  PdfDownloads_Pages: '{count, plural, one {# page} other {# pages}}',
  PdfDownloads_OnePage: '1 page',
  PdfDownloads_Size: '{value} {unit}',
  PdfDownloads_Pdf: 'PDF',
  PdfDownloads_Print: 'Print',
  PdfDownloads_Save: 'Save',
});
export const { t } = pdfDownloadsStrings;
