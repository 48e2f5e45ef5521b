import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-blog>` with their English defaults. */
export const blogStrings = defineStrings({
  Blog_LatestPosts: 'Latest posts',
  Blog_PostsTagged: 'Posts tagged {name}',
  Blog_PostsBy: 'Posts by {name}',
  Blog_AllPosts: 'All posts',
  Blog_BrowseTopics: 'Browse by topic',
  Blog_BrowseAuthors: 'Browse by author',
  Blog_ReadFullPost: 'Read full post',
  Blog_NoPosts: 'No posts here yet.',
  Blog_ShareHeading: 'Share this blog',
});
export const { t } = blogStrings;
