import { blogSlug, type BlogHeroImage } from '../../core/contracts/blog.js';
import { safeHtml } from '../../core/kits/html/sanitize.js';
import { formatDate, SHORT_DATE } from '../../core/kits/text/index.js';
import type { EntryPage } from './blog-entry.queue.js';
import { RelatedPosts } from './blog-entry.related.js';
import { t } from './blog-entry.api.js';
import { ENTRY_ATTR } from './blog-entry.url.js';

interface ArticleProps {
  page: EntryPage;
  /** The blog's page, for the authors' and topics' hash routes; empty: they are text. */
  blogUrl: string;
  language: string;
}

const routeLink = (blogUrl: string, kind: 'tag' | 'author', slug: string) =>
  blogUrl ? `${blogUrl.split('#')[0]}#/${kind}/${encodeURIComponent(slug)}` : undefined;

/**
 * The hero image, its render style as a class; with `showCaption` and a caption (plain text), a
 * figure with the caption under the image.
 */
function HeroImage({ image, styleClass, showCaption }: { image: BlogHeroImage; styleClass: string; showCaption: boolean }) {
  const caption = showCaption ? image.caption?.trim() : '';
  const img = <img className={`entry-image ${styleClass}`} part="entry-image" src={image.src} alt={image.alt} loading="lazy" />;
  if (!caption) return img;
  return (
    <figure className={`entry-figure ${styleClass}`} part="entry-figure">
      {img}
      <figcaption className="entry-caption" part="entry-caption">{caption}</figcaption>
    </figure>
  );
}

/** D§3 "Blog entry": one loaded entry; its dek and body are the server's HTML, sanitised. */
export function EntryArticle({ page: { blogEntry: entry }, blogUrl, language }: ArticleProps) {
  const titleId = `entry-${entry.id}`;
  const styleClass = entry.heroImageRenderStyle.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <article className="entry" part="entry" aria-labelledby={titleId} {...{ [ENTRY_ATTR]: '' }}>
      {entry.heroImage?.src && <HeroImage image={entry.heroImage} styleClass={styleClass} showCaption={entry.showCaption} />}
      <h2 className="entry-title" part="entry-title" id={titleId}>{entry.title}</h2>
      <time className="entry-date" part="entry-date" dateTime={entry.displayDate}>{formatDate(entry.displayDate, language, SHORT_DATE)}</time>
      {entry.authors.length > 0 && (
        <p className="entry-authors" part="entry-authors">
          {t('BlogEntry_By')}{' '}
          {entry.authors.map((author, i) => {
            const href = routeLink(blogUrl, 'author', blogSlug(author.title));
            return <span key={author.title}>{i > 0 && ', '}{href ? <a href={href}>{author.title}</a> : author.title}</span>;
          })}
        </p>
      )}
      {!entry.hideDek && <div className="entry-description" part="entry-description" dangerouslySetInnerHTML={safeHtml(entry.description)} />}
      <div className="entry-body" part="entry-body" dangerouslySetInnerHTML={safeHtml(entry.body)} />
      {entry.blogEntryTags.length > 0 && (
        <ul className="entry-tags" part="entry-tags" aria-label={t('BlogEntry_Tags')}>
          {entry.blogEntryTags.map((tag) => {
            const href = routeLink(blogUrl, 'tag', tag.name);
            return <li key={tag.name}>{href ? <a href={href}>{tag.blogTagTitle}</a> : tag.blogTagTitle}</li>;
          })}
        </ul>
      )}
      <RelatedPosts posts={entry.relatedPosts} entryId={titleId} language={language} />
    </article>
  );
}
