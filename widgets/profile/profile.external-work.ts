import type { PublishedWorkItem } from '../../core/contracts/profiles.js';

/** D§3: external published work is text, one item per line, fields in this order, split by `|`. */
export const EXTERNAL_FIELDS = ['title', 'URL', 'source', 'date'] as const;
const SEPARATOR = '|';

export interface ExternalWork {
  items: PublishedWorkItem[];
  /** Lines that are not an item, by line number (1-based) and why: reported, then skipped. */
  malformed: { line: number; reason: string }[];
}

/** A date an editor may write (`2024-03-01`, `March 1, 2024`), as `YYYY-MM-DD`; null when it is none. */
function isoDate(text: string): string | null {
  if (!/\d/.test(text)) return null;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : `${text} UTC`);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** Reads the editor's text; blank lines are skipped silently, malformed ones are listed. */
export function parseExternalWork(text: string): ExternalWork {
  const items: PublishedWorkItem[] = [];
  const malformed: ExternalWork['malformed'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim()) return;
    const fields = raw.split(SEPARATOR).map((field) => field.trim());
    const [title = '', url = '', source = '', date = ''] = fields;
    const line = index + 1;
    if (fields.length !== EXTERNAL_FIELDS.length) {
      malformed.push({ line, reason: `has ${fields.length} field(s), not ${EXTERNAL_FIELDS.length} (${EXTERNAL_FIELDS.join(SEPARATOR)})` });
      return;
    }
    const missing = EXTERNAL_FIELDS.filter((_, i) => !fields[i]);
    if (missing.length) {
      malformed.push({ line, reason: `has no ${missing.join(', ')}` });
      return;
    }
    const displayDate = isoDate(date);
    if (!displayDate) {
      malformed.push({ line, reason: `has a date that is not one ("${date.slice(0, 40)}")` });
      return;
    }
    items.push({
      Title: title, URL: url, source, DisplayDate: displayDate, ArticleType: '', ImageUrl: '', ImageAlt: '',
      LanguageName: '', SourcePublication: source,
    });
  });
  return { items, malformed };
}
