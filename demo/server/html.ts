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
