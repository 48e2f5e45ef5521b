import DOMPurify from 'dompurify';

/**
 * Third-party embed HTML (oembed answers: a podcast player, a Ceros experience) reduced to the one
 * thing such a widget needs: a single `<iframe>` from an allowed origin that carries a `title`
 * (its accessible name). Anything else the answer holds (scripts, handlers, other frames, markup)
 * is dropped. DOMPurify does the parsing; this only narrows what it lets through.
 */
const FRAME_ATTRIBUTES = ['src', 'title', 'width', 'height', 'allow'];

export function sanitizeEmbed(html: string | null | undefined, allowedOrigins: readonly string[]): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['iframe'],
    ALLOWED_ATTR: FRAME_ATTRIBUTES,
    RETURN_DOM_FRAGMENT: true,
  });
  const frame = [...fragment.querySelectorAll('iframe')].find((candidate) =>
    isAllowedSource(candidate.getAttribute('src'), allowedOrigins) && !!candidate.getAttribute('title')?.trim());
  if (!frame) return '';
  frame.setAttribute('loading', 'lazy');
  return frame.outerHTML;
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
