import type { BlogItem } from '../../core/contracts/blog.js';
import { formatDate, SHORT_DATE } from '../../core/kits/text/index.js';
import { safeNavigationUrl } from '../../core/page/navigation.js';
import { t } from './blog-entry.api.js';

interface RelatedProps {
  posts: readonly BlogItem[];
  /** The entry's title id: the list's heading id is made from it, so each entry's is unique. */
  entryId: string;
  language: string;
}

/** One related post as a card: its image, title and date; the title links to the post. */
function RelatedCard({ post, language }: { post: BlogItem; language: string }) {
  // A URL from the service is linked only if navigation allows it (this origin or navigationOrigins).
  const href = safeNavigationUrl(post.url) ?? undefined;
  // Decorative (alt ""): the title says what the post is.
  const image = post.imageurl ? <img className="related-image" part="related-image" src={post.imageurl} alt="" loading="lazy" /> : null;
  return (
    <li className="related-card" part="related-card">
      {image && href ? (
        // The title is the link readers and keyboards use; the image repeats it for the mouse.
        <a href={href} tabIndex={-1} aria-hidden="true" className="related-image-link">{image}</a>
      ) : image}
      <h4 className="related-title" part="related-title">{href ? <a href={href}>{post.title}</a> : post.title}</h4>
      <time className="related-date" part="related-date" dateTime={post.displaydate}>{formatDate(post.displaydate, language, SHORT_DATE)}</time>
    </li>
  );
}

/** D§3 "Blog entry" relatedPosts: after the entry's topics, under a heading; none, nothing. */
export function RelatedPosts({ posts, entryId, language }: RelatedProps) {
  if (!posts.length) return null;
  const headingId = `${entryId}-related`;
  return (
    // Named by its heading and the entry's title: each entry's related posts are a region of their own.
    <section className="related" part="related" aria-labelledby={`${headingId} ${entryId}`}>
      <h3 className="related-heading" part="related-heading" id={headingId}>{t('BlogEntry_RelatedPosts')}</h3>
      <ul className="related-list">
        {posts.map((post) => <RelatedCard key={post.id} post={post} language={language} />)}
      </ul>
    </section>
  );
}
