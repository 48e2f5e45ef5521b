import { defineStrings } from '../../core/text/i18n.js';

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
