/**
 * The public contract of `<mck-article>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { AttributeError, type AttributeKind, bool, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import type { PageData } from './page-data.js';
import { defineStrings } from '../../core/text/i18n.js';

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

/** The parts of `<mck-article>`, for `mck-article::part(…)`. */
export const articleParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper; its `data-view` is `article`, `pdf` or `five-fifty`.',
  share: 'The share tools area (not in the mobile-app or PDF view).',
  'registration-wall': 'The registration wall area, when the wall applies.',
  'editor-note': 'The note listing the page facts, in page-editing mode.',
});

declare module '../../core/page/events.js' {
  interface MckEventMap {
    /**
     * The registration-wall hook (A§6): the article has enableRegWall and the reader is signed out
     * and not premium. The wall's provider (e.g. with the piano_enabled flag) listens and gates.
     */
    'registration-wall': { articleTemplate: string; accessStatus: string };
  }
}

/** What `<mck-article>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ArticleEvents {
  /** The page-data object was (re)published: on load and when the sign-in state changes. On the element; bubbles, composed. */
  'mck-article-page-data': PageData;
  /** Page-wide registration-wall hook: on `window` and on `window.mck.events` as `registration-wall`. */
  'mck:registration-wall': MckEventMap['registration-wall'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ArticleEvents> {}
  interface Window {
    /** The article page's data for analytics and legacy scripts (mck-article). */
    pageData?: PageData;
  }
}

/** Dictionary keys of `<mck-article>` with their English defaults. */
export const articleStrings = defineStrings({
  Article_EditorNote: 'Article page: {view} view, access {access}, robots {robots}.',
  Article_PdfView: 'PDF view of this article',
});
export const { t } = articleStrings;
