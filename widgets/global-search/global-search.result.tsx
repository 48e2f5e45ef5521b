import type { SearchResult } from '../../core/contracts/search.js';
import { safeNavigationUrl } from '../../core/page/navigation.js';
import { stripHtml } from '../../core/kits/text/index.js';
import { highlight } from './global-search.highlight.js';

/**
 * The image of a result: the search service names it by a path on its own origin (or by an
 * absolute http(s) URL); anything else is left out.
 */
export function imageUrl(raw: string, searchService: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, searchService);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The authors of a result: D§3 `authors-name` is pipe separated. */
export const authorsOf = (names: string) => names.split('|').map((name) => name.trim()).filter(Boolean);

interface ResultItemProps {
  result: SearchResult;
  /** The query the results are for: its terms are marked. */
  query: string;
  titleLevel: number;
  searchService: string;
}

/**
 * One result from its metatag fields (D§3). Every field is rendered as text (the description's
 * markup stripped), so nothing the server sends is parsed as HTML; the link goes through the page's
 * navigation check.
 */
export function ResultItem({ result, query, titleLevel, searchService }: ResultItemProps) {
  const href = safeNavigationUrl(result.url);
  const image = imageUrl(result['search-image'], searchService);
  const authors = authorsOf(result['authors-name']);
  const Title = `h${Math.min(titleLevel, 6)}` as 'h2';
  const title = highlight(result.title, query);
  return (
    <li className="result" part="result">
      {image && <img className="result-image" part="result-image" src={image} alt="" loading="lazy" width="96" height="96" />}
      <div className="result-text">
        {result['searchresults-tags'].length > 0 && <p className="result-tags" part="result-tags">{result['searchresults-tags'].join(' · ')}</p>}
        <Title className="result-title" part="result-title">
          {href ? <a className="result-link" part="result-link" href={href}>{title}</a> : title}
        </Title>
        {result['title-location'] && <p className="result-location" part="result-location">{result['title-location']}</p>}
        {authors.length > 0 && <p className="result-authors" part="result-authors">{authors.join(', ')}</p>}
        <p className="result-description" part="result-description">{highlight(stripHtml(result.description), query)}</p>
      </div>
    </li>
  );
}
