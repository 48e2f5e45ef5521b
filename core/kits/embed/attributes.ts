import { AttributeError, type AttributeDocs, type AttributeKind } from '../../host/attributes.js';

/**
 * What an embed id may be: it becomes one segment of a URL path (`/spContent/{id}/index.js`,
 * `visualisation/{id}/embed`), so only letters, digits, `-` and `_`: no `/`, `.`, `%` or `?` that
 * could climb out of the folder or reach another resource.
 */
export const SAFE_PATH_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** A required id that is used as one URL path segment; anything else is the attribute's error. */
export function pathSegment(docs: AttributeDocs = {}): AttributeKind<string> {
  return {
    kind: 'string',
    reflect: true,
    ...docs,
    parse(raw) {
      const value = raw == null ? '' : String(raw).trim();
      if (!value) throw new AttributeError('is required');
      if (!SAFE_PATH_SEGMENT.test(value)) {
        throw new AttributeError(`must be letters, digits, "-" or "_" (one URL path segment): "${value.slice(0, 200)}"`);
      }
      return value;
    },
  };
}

/**
 * The base URL of a third-party embed host (an iframe's origin, not a place the reader is sent):
 * absent → `fallback`; anything but an http(s) URL is the attribute's error. Relative URLs resolve
 * against the page. The value keeps a trailing `/` so paths can be appended.
 */
export function embedBase(fallback: string, docs: AttributeDocs = {}): AttributeKind<string> {
  return {
    kind: 'string',
    reflect: true,
    default: JSON.stringify(fallback),
    ...docs,
    parse(raw) {
      const value = raw == null ? '' : String(raw).trim();
      if (!value) return fallback;
      let url: URL;
      try {
        url = new URL(value, location.href);
      } catch {
        throw new AttributeError(`is not a URL: "${value.slice(0, 200)}"`);
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AttributeError(`is not an http(s) URL: "${value.slice(0, 200)}"`);
      return url.href.endsWith('/') ? url.href : `${url.href}/`;
    },
  };
}

/**
 * The URL of a third-party experience (a Ceros page): an http(s) URL, relative ones resolved
 * against the page. Required unless `optional`, when absent is `''`; anything else is the
 * attribute's error.
 */
export function embedUrl(options: AttributeDocs & { optional?: boolean } = {}): AttributeKind<string> {
  const { optional = false, ...docs } = options;
  return {
    kind: 'string',
    reflect: true,
    ...(optional ? { default: '""' } : {}),
    ...docs,
    parse(raw) {
      const value = raw == null ? '' : String(raw).trim();
      if (!value) {
        if (optional) return '';
        throw new AttributeError('is required');
      }
      let url: URL;
      try {
        url = new URL(value, location.href);
      } catch {
        throw new AttributeError(`is not a URL: "${value.slice(0, 200)}"`);
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AttributeError(`is not an http(s) URL: "${value.slice(0, 200)}"`);
      return url.href;
    },
  };
}
