import { AttributeError, bool, text, type AttributeKind } from '../../core/host/attributes.js';

/** A date attribute (`2026-01-31` or a full ISO time); absent or empty → ''. */
const isoDate = (doc: string): AttributeKind<string> => ({
  ...text('', { doc }),
  parse(raw) {
    const value = raw == null ? '' : String(raw).trim();
    if (value && Number.isNaN(Date.parse(value))) throw new AttributeError(`expected an ISO date, got "${value.slice(0, 60)}"`);
    return value;
  },
});

/** The article page's data as the CMS prints it (A§3, D§3); camelCase prop → kebab-case attribute. */
export const articleAttributes = {
  articleTitle: text('', { doc: 'The article title: the page title starts with it.' }),
  articleTemplate: text('', { doc: 'The CMS template name, published as `ArticleTemplate` in the page data.' }),
  articleType: text('', { doc: 'Article type (page data `ArticleType`).' }),
  contentType: text('', { doc: 'Content type (page data `ContentType`).' }),
  sourcePublication: text('', { doc: 'Source publication (page data `SourcePublication`).' }),
  accessStatus: text('public', { doc: 'Page access status as the CMS names it; "registered users" restricts the page (A§3, A§6).' }),
  forClientsOnly: bool(false, { doc: 'forClientsOnly: the access-level meta says `exclusive` instead of `public` (D§5).' }),
  updatedDate: isoDate('The CMS updated date: page data `DaysSinceCMSPublication` is the rounded days since it (A§9).'),
  hiddenFromSearch: bool(false, { doc: 'Hidden from search engines: robots `noindex,nofollow` (A§7).' }),
  aliased: bool(false, { doc: 'An aliased page (isAlaisedPage): robots `noindex,nofollow` too (A§7).' }),
  careersSection: text('', { doc: 'On careers pages, the office or section name the page title adds (A§7).' }),
  firmName: text('McKinsey & Company', { doc: 'The firm name every page title ends with (A§7).' }),
  fiveFifty: bool(false, { doc: 'Flagged as five-fifty horizontal: the `five-fifty` slot shows instead of the article (D§2).' }),
  enableRegWall: bool(false, { doc: 'enableRegWall: signed-out, non-premium readers get the registration wall (the hook, A§6).' }),
};
