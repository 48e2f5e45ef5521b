import sanitizeHtml from 'sanitize-html';
/**
 * A tiny HTML template helper: `html\`<p>${text}</p>\`` escapes every interpolated value, so
 * nothing reaches the page unescaped by accident. Trusted markup (another `html` result, or a
 * fragment file wrapped in `trustedHtml`) is inserted as is.
 */
const TRUSTED = Symbol('trusted html');

export interface TrustedHtml {
  readonly [TRUSTED]: string;
}

type Interpolation = string | number | boolean | null | undefined | TrustedHtml | Interpolation[];

const isTrusted = (value: unknown): value is TrustedHtml =>
  typeof value === 'object' && value !== null && TRUSTED in value;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (isTrusted(value)) return value[TRUSTED];
  return escapeHtml(String(value));
}

/** Marks markup as safe to insert unescaped: only for our own files, never for request data. */
export const trustedHtml = (markup: string): TrustedHtml => ({ [TRUSTED]: markup });

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): TrustedHtml {
  return trustedHtml(strings.reduce((out, chunk, i) => out + render(values[i - 1] ?? null) + chunk));
}

export const toHtmlString = (value: TrustedHtml): string => value[TRUSTED];

/**
 * JSON for a `<script type="application/json">` element: `<` is escaped so the text cannot close
 * the script element, and U+2028/2029 so older parsers do not break on them.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * What CMS rich text from the database (a blog entry's dek and body) keeps on a server-rendered
 * page: text-level and block structure, and links by http(s) or mailto; no attribute but a link's
 * href, so no script, event handler, style or other URL scheme survives. sanitize-html (an
 * allow-list on a real HTML parser, htmlparser2) does the work: it balances what it keeps, drops
 * the tags it does not, with the text inside (none of a script's or style's).
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'q', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

/**
 * CMS rich text read from the database, as markup for a page. The seeded text is the project's
 * own, but a page does not trust what a database holds (the widgets sanitise what they load with
 * DOMPurify in the browser; this is the server's side).
 */
export const richText = (markup: string): TrustedHtml => trustedHtml(sanitizeHtml(markup, RICH_TEXT));
