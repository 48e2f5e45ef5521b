import type { InsightsGridArticle } from '../../core/contracts/insights-grid.js';
import { resolveCtaLink } from '../../core/kits/content/index.js';
import { DESCRIPTION_LIMIT, formatDate, SHORT_DATE, truncate } from '../../core/kits/text/index.js';

/** E§9: a page in Japanese (ja-JP) shows no dates in the grid. */
export const showsDates = (pageLanguage: string) => pageLanguage.toLowerCase() !== 'ja-jp';

interface CardProps {
  article: InsightsGridArticle;
  titleLevel: number;
  pageLanguage: string;
  fullText: boolean;
}

/** One article: image, type, title (the link, through the content kit's checks), date, description. */
export function InsightsCard({ article, titleLevel, pageLanguage, fullText }: CardProps) {
  const link = resolveCtaLink({ linkType: 'internal', url: article.url, text: article.title });
  const Title = `h${Math.min(titleLevel, 6)}` as 'h3';
  const description = fullText ? article.description.trim() : truncate(article.description, DESCRIPTION_LIMIT, pageLanguage);
  return (
    <li className="card" part="card">
      {article.image && <img className="image" part="image" src={article.image} alt="" loading="lazy" />}
      <p className="type" part="type">{article.articleType}</p>
      <Title className="title" part="title">
        {link.ok ? <a className="link" part="link" href={link.link.href}>{link.link.text}</a> : article.title}
      </Title>
      {showsDates(pageLanguage) && (
        <time className="date" part="date" dateTime={article.displayDate}>{formatDate(article.displayDate, pageLanguage, SHORT_DATE)}</time>
      )}
      <p className="description" part="description">{description}</p>
    </li>
  );
}
