import { array, nullable, number, object, optional, refine, size, string, type Infer } from 'superstruct';
import { checkNavigationUrl } from '../../core/page/navigation.js';

/** A PDF path must be one the reader may be sent to: this origin or the config's navigationOrigins. */
const pdfPath = refine(size(string(), 1, 2048), 'pdf path', (value) =>
  checkNavigationUrl(value).ok || 'is not an http(s) path on this site or an allowed origin');

/** One PDF of an article (A§3: src, name, pageCount, size, custom display name). */
export const PdfDocument = object({
  src: pdfPath,
  name: optional(string()),
  /** The custom display name; wins over `name`. */
  displayName: optional(string()),
  pageCount: optional(number()),
  /** Bytes. */
  size: optional(number()),
});
export type PdfDocument = Infer<typeof PdfDocument>;

export const FullReport = nullable(PdfDocument);
export const LanguagePdfs = array(PdfDocument);
