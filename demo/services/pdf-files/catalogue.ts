/**
 * The demo's PDFs (served at /files/pdf/{name}): page counts and sizes chosen to show each label
 * of mck-pdf-downloads (pages; MB, KB and Bytes). The CMS-side data a page prints is the same list.
 */
export interface DemoPdf {
  title: string;
  pages: number;
  /** Exact size in bytes. */
  bytes: number;
}

export const DEMO_PDFS: Readonly<Record<string, DemoPdf>> = {
  'full-report.pdf': { title: 'The state of AI: full report', pages: 48, bytes: 1_572_864 },
  'summary-de.pdf': { title: 'Zusammenfassung', pages: 6, bytes: 245_760 },
  'summary-ja.pdf': { title: 'Summary (ja)', pages: 1, bytes: 900 },
};

/** Where the demo serves the PDFs. */
export const PDF_PATH = '/files/pdf';
