/**
 * The article page's facts for the page's other scripts (A§3, A§7, D§5): the global page-data
 * object (its name is not in the spec; chosen: `window.pageData`), the access-level and robots
 * meta, the title. Pure functions; article.tsx writes them.
 */

export interface PageData {
  ArticleTemplate: string;
  ArticleType: string;
  ContentType: string;
  SourcePublication: string;
  AccessStatus: string;
  /** A§9: rounded days since the CMS updated date; null when the page has none. */
  DaysSinceCMSPublication: number | null;
  IsPageRestricted: boolean;
  LoginStatus: 'logged-in' | 'logged-out';
  Language: string;
}

const DAY_MS = 86_400_000;

/** A§9: the rounded days since `updated`; null without a date. */
export function daysSince(updated: string, now: number): number | null {
  if (!updated) return null;
  return Math.round((now - Date.parse(updated)) / DAY_MS);
}

/** A§3: "registered users" restricts the page. */
export const isRestricted = (accessStatus: string) => accessStatus.trim().toLowerCase() === 'registered users';

/** D§5: 'exclusive' when forClientsOnly, else 'public'. */
export const accessLevel = (forClientsOnly: boolean) => (forClientsOnly ? 'exclusive' : 'public');

/** A§7: noindex,nofollow when hidden from search engines or aliased, else index,follow. */
export const robots = (hiddenFromSearch: boolean, aliased: boolean) =>
  (hiddenFromSearch || aliased ? 'noindex,nofollow' : 'index,follow');

/** A§7: titles end with the firm's name; careers pages add the office or section name before it. */
export function pageTitle(title: string, careersSection: string, firmName: string): string {
  return [title, careersSection, firmName].map((part) => part.trim()).filter(Boolean).join(' | ');
}

/** Sets `<meta name>` in the head, adding it when the CMS did not print one. */
export function setMeta(name: string, content: string, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}

/** D§2: the article is shown as a PDF view when the query has `generatepdf`. */
export const isPdfView = (search: string) => new URLSearchParams(search).has('generatepdf');

/**
 * D§2: share tools are hidden in the mobile-app view. How the app marks it is not shown; chosen:
 * the app opens pages with `?view=app`.
 */
export const isAppView = (search: string) => new URLSearchParams(search).get('view') === 'app';
