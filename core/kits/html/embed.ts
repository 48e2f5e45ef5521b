import DOMPurify from 'dompurify';
import { mckPolicy } from '../../host/trusted-html.js';

/**
 * Third-party embed HTML (oembed answers: a podcast player, a Ceros experience) reduced to the one
 * thing such a widget needs: a single `<iframe>` from an allowed origin that carries a `title`
 * (its accessible name), returned as its attributes, which the widget renders as its own
 * `<iframe>` (no HTML string reaches the page: nothing for Trusted Types to refuse). Anything else
 * the answer holds (scripts, handlers, other frames, markup) is dropped. DOMPurify does the
 * parsing (with the bundle's Trusted Types policy where the page enforces them); this only narrows
 * what it lets through.
 */
const FRAME_ATTRIBUTES = ['src', 'title', 'width', 'height', 'allow'] as const;

/**
 * `style` attributes, taken out of the answer before it is parsed: parsing one is already a
 * violation a strict CSP reports (style-src without 'unsafe-inline'), in every parser the page
 * offers, and only the frame's attributes above are read, never its styles or text.
 */
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

/** The player frame an embed may show; the widget renders it lazily loaded. */
export type EmbedFrame = { src: string; title: string } & Partial<Record<'width' | 'height' | 'allow', string>>;

export function sanitizeEmbed(html: string | null | undefined, allowedOrigins: readonly string[]): EmbedFrame | null {
  if (!html) return null;
  const policy = mckPolicy();
  const fragment = DOMPurify.sanitize(html.replace(STYLE_ATTRIBUTE, ''), {
    ALLOWED_TAGS: ['iframe'],
    ALLOWED_ATTR: [...FRAME_ATTRIBUTES],
    RETURN_DOM_FRAGMENT: true,
    ...(policy && { TRUSTED_TYPES_POLICY: policy as never }),
  });
  const frame = [...fragment.querySelectorAll('iframe')].find((candidate) =>
    isAllowedSource(candidate.getAttribute('src'), allowedOrigins) && !!candidate.getAttribute('title')?.trim());
  if (!frame) return null;
  const found: Record<string, string> = {};
  for (const name of FRAME_ATTRIBUTES) {
    const value = frame.getAttribute(name);
    if (value !== null) found[name] = value;
  }
  return found as EmbedFrame;
}

function isAllowedSource(src: string | null, allowedOrigins: readonly string[]): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return (url.protocol === 'https:' || url.protocol === 'http:') && allowedOrigins.includes(url.origin);
  } catch {
    return false; // relative or unparsable: an embed names its host
  }
}
