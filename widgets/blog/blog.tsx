import { useSignals } from '@preact/signals-react/runtime';
import { blogSlug, type BlogLink } from '../../core/contracts/blog.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { isPending, useAsync } from '../../core/kits/async/index.js';
import { LoadMore, useList } from '../../core/kits/list/index.js';
import { pageLanguage } from '../../core/page/config.js';
// eslint-disable-next-line no-restricted-imports -- a failed call's message key is its failure policy's, chosen at run time
import { t as coreT } from '../../core/text/i18n.js';
import { type blogAttributes, t } from './blog.api.js';
import { BrowseList } from './blog.browse.js';
import { browseFailures, fetchAuthors, fetchListingPage, fetchTags, type BlogListingQuery } from './blog.calls.js';
import { BlogCard } from './blog.card.js';
import { BlogHero } from './blog.hero.js';
import { BlogShare } from './blog.share.js';
import { useBlogRoute, type BlogRoute } from './blog.route.js';

/** The listing's heading: latest posts, or the tag's or author's title (its slug until the lists are in). */
function listingHeading(route: BlogRoute, tags: readonly BlogLink[], authors: readonly BlogLink[]): string {
  if (route.kind === 'all') return t('Blog_LatestPosts');
  const named = (route.kind === 'tag' ? tags : authors).find((link) => blogSlug(link.title) === route.slug);
  const name = named?.title ?? route.slug;
  return route.kind === 'tag' ? t('Blog_PostsTagged', { name }) : t('Blog_PostsBy', { name });
}

export function Blog(props: WidgetProps<typeof blogAttributes>) {
  useSignals();
  const { blog, heading, description, heroImage, heroImageAlt, heroImageRenderStyle, heroImageTopOffset, horizontalCropPosition,
    heroBackgroundColor, theme, browseOptions, hideShareTools, limit } = props;
  const language = pageLanguage();
  const route = useBlogRoute();
  const showTags = browseOptions === 'tags-and-authors' || browseOptions === 'tags';
  const showAuthors = browseOptions === 'tags-and-authors' || browseOptions === 'authors';
  // D§8: a failed author or tag call is ignored silently (no list, no message).
  const tagCall = useAsync(fetchTags, blog, { failures: browseFailures });
  const authorCall = useAsync(fetchAuthors, blog, { failures: browseFailures });
  const tags = tagCall.data ?? [];
  const authors = authorCall.data ?? [];
  // The listing shows once the browse lists above it are in (or failed): arriving after it, they
  // would push its heading and cards down under the reader's eyes. Its heading names them too.
  const browsing = (showTags && isPending(tagCall)) || (showAuthors && isPending(authorCall));
  const query: BlogListingQuery = route.kind === 'all' ? { blog } : { blog, [route.kind]: route.slug };
  const { status, items, list, outcome } = useList(fetchListingPage, query, { paging: { kind: 'offset', pageSize: limit } });

  return (
    <div className={`blog theme-${theme}`} part="base">
      <BlogHero heading={heading} description={description} image={heroImage} imageAlt={heroImageAlt} renderStyle={heroImageRenderStyle}
        topOffset={heroImageTopOffset} cropPosition={horizontalCropPosition} backgroundColor={heroBackgroundColor} />
      {!hideShareTools && <BlogShare title={heading} />}
      {(showTags || showAuthors) && (tags.length > 0 || authors.length > 0) && (
        <div className="browse" part="browse">
          {showTags && <BrowseList kind="tag" label={t('Blog_BrowseTopics')} blogName={heading} links={tags} route={route} />}
          {showAuthors && <BrowseList kind="author" label={t('Blog_BrowseAuthors')} blogName={heading} links={authors} route={route} />}
        </div>
      )}
      {!browsing && <div className="listing" aria-busy={status === 'loading'}>
        <div className="listing-head">
          <h2 className="listing-heading" part="listing-heading">{listingHeading(route, tags, authors)}</h2>
          {route.kind !== 'all' && <a className="all-posts" part="all-posts" href="#/">{t('Blog_AllPosts')}</a>}
        </div>
        {status === 'empty' && <p className="mck-empty" part="empty">{t('Blog_NoPosts')}</p>}
        {status === 'error' && outcome && <p className="mck-error" part="empty" role="alert">{coreT(outcome.messageKey)}</p>}
        {items.length > 0 && (
          <ul className="cards" part="cards">
            {items.map((item) => <BlogCard key={item.id} item={item} theme={theme} language={language} />)}
          </ul>
        )}
        <div className="more"><LoadMore list={list} /></div>
      </div>}
    </div>
  );
}
