/**
 * The call-to-action link of the editorial modules (A§3 "CTA link", E§3 "Link"), classified and
 * turned into what an `<a>` needs. Every widget with a CMS link renders it through here, so the
 * rules live once:
 * - the kind is the CMS's `linkType` (internal, external, media, anchor); without one it is read
 *   from the URL (`#…` anchor, this page's origin internal, else external);
 * - an internal link without a URL is invalid and not rendered (D§5), nor is a link without text;
 * - every URL goes through the navigation check (`core/page/navigation.ts`): a refused one is not rendered;
 * - a link that opens a new window gets `rel="noopener"`, and one that leaves the site also
 *   `noreferrer`, so the other site neither controls this page nor learns its URL.
 */
import { enums, optional, refine, string, type, type Infer } from 'superstruct';
import { checkNavigationUrl, refusalMessage, type NavigationPolicy, type Refusal } from '../../page/navigation.js';

export const CTA_LINK_TYPES = ['internal', 'external', 'media', 'anchor'] as const;
export type CtaLinkType = (typeof CTA_LINK_TYPES)[number];

/** The CMS's link as widgets receive it (camelCase of A§3's fields; fields this code does not use pass through). */
export const CtaLink = type({
  linkType: optional(enums(CTA_LINK_TYPES)),
  text: optional(string()),
  url: optional(string()),
  /** `_blank` opens a new window; anything else stays in this one. */
  target: optional(string()),
  /** The link's title (A§3 LinkTitle wins over Title). */
  linkTitle: optional(string()),
  title: optional(string()),
  /** Appended as the query string (with or without its `?`). */
  queryString: optional(string()),
  /** Appended as the fragment (with or without its `#`); on its own, an anchor on this page. */
  anchor: optional(string()),
});
export type CtaLink = Infer<typeof CtaLink>;

/** What a widget spreads on its `<a>`. */
export interface ResolvedCtaLink {
  kind: CtaLinkType;
  href: string;
  text: string;
  title?: string;
  target?: '_blank';
  rel?: string;
}

export type CtaProblem = 'no-text' | 'no-url' | Refusal;

export type CtaResolution = { ok: true; link: ResolvedCtaLink } | { ok: false; problem: CtaProblem };

const trimmed = (value: string | undefined) => value?.trim() ?? '';

const pageOrigin = (policy: NavigationPolicy) =>
  new URL(policy.base ?? (typeof location === 'undefined' ? 'http://localhost/' : location.href)).origin;

/** The link's kind: the CMS's, else read from the URL. */
export function ctaKind(link: CtaLink, policy: NavigationPolicy = {}): CtaLinkType {
  if (link.linkType) return link.linkType;
  const url = trimmed(link.url);
  if (!url) return trimmed(link.anchor) ? 'anchor' : 'internal';
  if (url.startsWith('#')) return 'anchor';
  try {
    return new URL(url, pageOrigin(policy)).origin === pageOrigin(policy) ? 'internal' : 'external';
  } catch {
    return 'external';
  }
}

/** The URL with the CMS's query string and anchor added. */
function withQueryAndAnchor(url: string, link: CtaLink): string {
  const query = trimmed(link.queryString).replace(/^\?/, '');
  const anchor = trimmed(link.anchor).replace(/^#/, '');
  const [beforeHash, ownHash = ''] = url.split('#', 2) as [string, string?];
  const joined = query ? `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${query}` : beforeHash;
  const hash = anchor || ownHash;
  return hash ? `${joined}#${hash}` : joined;
}

/** Classifies `link` and gives its href, target and rel, or why it is not rendered. */
export function resolveCtaLink(link: CtaLink, policy: NavigationPolicy = {}): CtaResolution {
  const text = trimmed(link.text);
  if (!text) return { ok: false, problem: 'no-text' };
  const kind = ctaKind(link, policy);
  const title = trimmed(link.linkTitle) || trimmed(link.title) || undefined;

  if (kind === 'anchor') {
    const anchor = (trimmed(link.anchor) || trimmed(link.url)).replace(/^#/, '');
    if (!anchor) return { ok: false, problem: 'no-url' };
    return { ok: true, link: { kind, href: `#${encodeURIComponent(anchor)}`, text, ...(title ? { title } : {}) } };
  }

  const url = trimmed(link.url);
  if (!url) return { ok: false, problem: 'no-url' };
  const check = checkNavigationUrl(withQueryAndAnchor(url, link), policy);
  if (!check.ok) return { ok: false, problem: check.reason };
  const newWindow = trimmed(link.target).toLowerCase() === '_blank';
  const rel = [newWindow ? 'noopener' : '', kind === 'external' ? 'noreferrer' : ''].filter(Boolean).join(' ');
  return {
    ok: true,
    link: { kind, href: check.url, text, ...(title ? { title } : {}), ...(newWindow ? { target: '_blank' as const } : {}), ...(rel ? { rel } : {}) },
  };
}

/**
 * A CTA link attribute's schema: a URL the navigation check refuses is a malformed attribute (the
 * page author sees it named on the console). A link without URL or text passes: it is simply not
 * rendered (D§5).
 */
export const CheckedCtaLink = refine(CtaLink, 'cta link', (link) => {
  const result = resolveCtaLink(link);
  if (result.ok || result.problem === 'no-text' || result.problem === 'no-url') return true;
  return `url ${refusalMessage(result.problem)}`;
});
