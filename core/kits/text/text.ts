/**
 * Pure text and number formatting helpers shared by widgets. No DOM writes, no globals mutated.
 */
import { asPageHtml } from '../../host/trusted-html.js';

/** Card description limit (D§5, A§9). */
export const DESCRIPTION_LIMIT = 125;
/** Job description preview limit (D§5, A§9). */
export const JOB_PREVIEW_LIMIT = 250;
/** What a shortened text ends with. */
const ELLIPSIS = '…';

/** Sentence-ending marks a Japanese text is cut after (D§5). */
const JA_SENTENCE_MARKS = new Set(['。', '！', '？']);

function isJapanese(locale: string | undefined): boolean {
  return !!locale && /^ja(?:[-_]|$)/i.test(locale);
}

/**
 * Shortens `text` for previews (D§5).
 *
 * - The text is trimmed; if it is then at most `limit` characters it is returned whole.
 * - Otherwise it is cut at `limit` and extended to the end of the word the cut falls in, then
 *   `…` is appended. A cut that lands right before whitespace keeps exactly `limit` characters.
 * - For Japanese (`ja`, `ja-JP`), which has no spaces between words, the cut is extended to the
 *   first sentence mark (。！？) at or after the limit, mark included.
 * - When the extension reaches the end of the text nothing was dropped, so the whole text is
 *   returned without `…`. A Japanese text with no sentence mark after the limit is cut hard at
 *   the limit (extending "to the end of the word" would mean the whole text).
 *
 * Characters are Unicode code points, so an emoji or a surrogate pair is never split.
 */
export function truncate(text: string, limit: number, locale?: string): string {
  const trimmed = (text ?? '').trim();
  const chars = Array.from(trimmed);
  if (chars.length <= limit) return trimmed;

  let end: number;
  if (isJapanese(locale)) {
    const start = Math.max(limit - 1, 0);
    const mark = chars.findIndex((ch, i) => i >= start && JA_SENTENCE_MARKS.has(ch));
    end = mark < 0 ? limit : mark + 1;
  } else {
    const space = chars.findIndex((ch, i) => i >= limit && /\s/u.test(ch));
    end = space < 0 ? chars.length : space;
  }
  if (end >= chars.length) return trimmed;
  return chars.slice(0, end).join('').trimEnd() + ELLIPSIS;
}

/** Elements whose text is not content: dropped before reading the text. */
const NON_CONTENT = 'script, style, template, noscript';

/**
 * Plain text of an HTML fragment (D§5: "HTML tags are stripped from text by a helper").
 * Uses DOMParser, whose documents are inert (no script runs, no image loads) and which decodes
 * entities the way the browser does. Without DOMParser (non-browser use) it falls back to removing
 * tags with a pattern; that fallback only produces text, it never renders anything.
 */
export function stripHtml(html: string): string {
  if (!html) return '';
  if (typeof DOMParser !== 'undefined') {
    // Under Trusted Types the parse takes TrustedHTML: the inert document runs nothing and only
    // its text is read, which is why this may use the bundle's pass-through policy.
    const doc = new DOMParser().parseFromString(asPageHtml(html) as string, 'text/html');
    doc.querySelectorAll(NON_CONTENT).forEach((el) => el.remove());
    return doc.body?.textContent ?? '';
  }
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Blog tag/author slug (D§2): trimmed, lowercased, whitespace runs replaced by one hyphen.
 * Nothing else is changed (accents and punctuation stay), because the blog hash routes are
 * matched against slugs made the same way.
 */
export function slugify(text: string): string {
  return (text ?? '').trim().toLowerCase().replace(/\s+/g, '-');
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Intl date formatting; '' for an invalid date, so templates never print "Invalid Date". */
export function formatDate(date: Date | string | number, locale: string, opts: Intl.DateTimeFormatOptions = {}): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, opts).format(d);
}

/** 'MMM d, yyyy' in English ("Jan 5, 2024"); the locale's own order elsewhere. */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** Two-digit counter for carousels: 1 → "01", 12 → "12" (longer numbers are left alone). */
export function padTwo(n: number): string {
  return String(Math.trunc(n)).padStart(2, '0');
}

/** A length in seconds as a player's clock reads it: `m:ss`, or `h:mm:ss`; unknown or negative as 0:00. */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return h ? `${h}:${padTwo(m)}:${padTwo(s)}` : `${m}:${padTwo(s)}`;
}

/** Image id made from a title: its first 5 characters (D§5), code-point safe. */
export function imageIdFromTitle(title: string): string {
  return Array.from(title ?? '').slice(0, 5).join('');
}
