import { blogSlug, type BlogLink } from '../../core/contracts/blog.js';
import { blogRouteHash, type BlogRoute } from './blog.route.js';

interface BrowseListProps {
  kind: 'tag' | 'author';
  label: string;
  /** The blog's title: it names the list's landmark, so two blogs on one page have distinct ones. */
  blogName: string;
  links: readonly BlogLink[];
  route: BlogRoute;
}

/** One browse list (D§2): each tag or author links to its hash route; the current one is marked. */
export function BrowseList({ kind, label, blogName, links, route }: BrowseListProps) {
  if (!links.length) return null;
  return (
    <nav className="browse-list" part="browse-list" aria-label={blogName.trim() ? `${label}: ${blogName.trim()}` : label}>
      <h2 className="browse-heading">{label}</h2>
      <ul>
        {links.map((link) => {
          const slug = blogSlug(link.title);
          const current = route.kind === kind && route.slug === slug;
          return (
            <li key={slug}>
              <a className="browse-link" part="browse-link" href={blogRouteHash({ kind, slug })} aria-current={current ? 'page' : undefined}>
                {link.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
