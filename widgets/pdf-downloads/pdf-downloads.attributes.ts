import { bool, json, text } from '../../core/host/attributes.js';
import { FullReport, LanguagePdfs, PDF_DOCUMENT_TYPE } from './pdf-downloads.schema.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const pdfDownloadsAttributes = {
  fullReport: json(FullReport, null, { type: `${PDF_DOCUMENT_TYPE} | null`, doc: 'The full report PDF (A§3 fullReportPDF), JSON.' }),
  languages: json(LanguagePdfs, [], { type: `Array<${PDF_DOCUMENT_TYPE}>`, doc: 'The per-language PDFs, JSON array.' }),
  accessStatus: text('', { doc: 'The page\'s access status; "registered users" makes downloads and printing need sign-in (A§2, A§3).' }),
  heading: text('', { doc: 'Visible heading, e.g. "Downloads"; none when empty (a placeholder in editor mode).' }),
  actions: bool(true, { doc: 'Show the print and save buttons; `actions="false"` hides them.' }),
};
