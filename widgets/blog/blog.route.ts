import { useEffect, useState } from 'react';
import { blogSlug } from '../../core/contracts/blog.js';

/**
 * D§2: the blog browses by tag or author through hash routes, `#/tag/{slug}` and
 * `#/author/{slug}`, without a reload; anything else (no hash, `#/`) is every post.
 */
export type BlogRoute = { kind: 'all' } | { kind: 'tag' | 'author'; slug: string };

const ROUTE = /^#\/(tag|author)\/([^/?#]+)\/?$/;

/** The route a hash names; a name printed unslugged (`#/tag/Artificial%20Intelligence`) is slugged. */
export function parseBlogRoute(hash: string): BlogRoute {
  const match = ROUTE.exec(hash);
  if (!match) return { kind: 'all' };
  let name: string;
  try {
    name = decodeURIComponent(match[2]!);
  } catch {
    return { kind: 'all' };
  }
  const slug = blogSlug(name);
  return slug ? { kind: match[1] as 'tag' | 'author', slug } : { kind: 'all' };
}

/** The hash of a route: what a card's author and tag links and the browse lists point to. */
export const blogRouteHash = (route: BlogRoute) =>
  route.kind === 'all' ? '#/' : `#/${route.kind}/${encodeURIComponent(route.slug)}`;

/** The page's current route, following `hashchange` (links, back and forward) without a reload. */
export function useBlogRoute(): BlogRoute {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const follow = () => setHash(location.hash);
    window.addEventListener('hashchange', follow);
    follow();
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return parseBlogRoute(hash);
}
