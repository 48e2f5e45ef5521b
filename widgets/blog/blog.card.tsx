import type { CSSProperties } from 'react';
import { blogSlug, type BlogItem, type BlogLink } from '../../core/contracts/blog.js';
import { resolveCtaLink } from '../../core/kits/content/index.js';
import { formatDate, SHORT_DATE, stripHtml } from '../../core/kits/text/index.js';
import { blogRouteHash } from './blog.route.js';
import { t } from './blog.api.js';
import { CARD_IMAGE_RATIO, type BlogTheme } from './blog.theme.js';

interface CardProps {
  item: BlogItem;
  theme: BlogTheme;
  language: string;
}

/** Text of an HTML description: the card shows it as plain text (read from an inert parse). */
const plainText = (html: string) => stripHtml(html).trim();

function RouteLinks({ kind, links, part }: { kind: 'tag' | 'author'; links: readonly BlogLink[]; part: string }) {
  if (!links.length) return null;
  return (
    <ul className={part} part={part}>
      {links.map((link) => (
        <li key={link.title}><a href={blogRouteHash({ kind, slug: blogSlug(link.title) })}>{link.title}</a></li>
      ))}
    </ul>
  );
}

/**
 * D§2 a blog card: image and "Read full post" go to the post, author and tag links to the hash
 * routes (no reload). The image is 2/1 in the standard theme, else 8/5 (D§9).
 */
export function BlogCard({ item, theme, language }: CardProps) {
  const post = resolveCtaLink({ linkType: 'internal', url: item.url, text: item.title });
  const href = post.ok ? post.link.href : undefined;
  return (
    <li className="card" part="card">
      {item.imageurl && (
        <a href={href} tabIndex={-1} aria-hidden="true" className="card-image-link">
          <img className="card-image" part="card-image" src={item.imageurl} alt="" loading="lazy" style={{ aspectRatio: CARD_IMAGE_RATIO[theme] } as CSSProperties} />
        </a>
      )}
      <h3 className="card-title" part="card-title">{href ? <a href={href}>{item.title}</a> : item.title}</h3>
      <time className="card-date" part="card-date" dateTime={item.displaydate}>{formatDate(item.displaydate, language, SHORT_DATE)}</time>
      <RouteLinks kind="author" links={item.blogauthors} part="card-authors" />
      <p className="card-description" part="card-description">{plainText(item.description)}</p>
      <RouteLinks kind="tag" links={item.blogentrytags} part="card-tags" />
      {href && <a className="read-more" part="read-more" href={href} aria-label={`${t('Blog_ReadFullPost')}: ${item.title}`}>{t('Blog_ReadFullPost')}</a>}
    </li>
  );
}
