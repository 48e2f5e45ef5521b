import { useEffect, useId } from 'react';
import type { SavedArticle } from '../../core/contracts/saved-articles.js';
import { resolveCtaLink } from '../../core/kits/content/index.js';
// eslint-disable-next-line no-restricted-imports -- a failed call's message key is its failure policy's, chosen at run time
import { t as tCore } from '../../core/text/i18n.js';
import { t } from './saved-articles.api.js';

interface ItemProps {
  article: SavedArticle;
  titleLevel: number;
  /** Why the last unsave of this article failed (a dictionary key), shown as a tooltip (A§8). */
  unsaveError: string | null;
  onUnsave(): void;
  onDismissError(): void;
}

/** One saved article: image, type, title (the link, through the content kit's checks), unsave. */
export function SavedArticleItem({ article, titleLevel, unsaveError, onUnsave, onDismissError }: ItemProps) {
  const tooltipId = useId();
  const link = resolveCtaLink({ linkType: 'internal', url: article.url, text: article.title });
  const Title = `h${Math.min(titleLevel, 6)}` as 'h3';

  // The tooltip closes with Esc, as tooltips do (WAI-ARIA tooltip pattern).
  useEffect(() => {
    if (!unsaveError) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onDismissError();
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [unsaveError, onDismissError]);

  return (
    <li className="item" part="item">
      {article.image.url && <img className="image" part="image" src={article.image.url} alt="" loading="lazy" />}
      <div className="text">
        <p className="type" part="type">{article.type}</p>
        <Title className="title" part="title">
          {link.ok ? <a className="link" part="link" href={link.link.href}>{link.link.text}</a> : article.title}
        </Title>
      </div>
      <div className="actions">
        <button
          type="button"
          className="unsave"
          part="unsave"
          aria-label={t('SavedArticles_UnsaveLabel', { title: article.title })}
          aria-describedby={unsaveError ? tooltipId : undefined}
          onClick={onUnsave}
        >
          {t('SavedArticles_Unsave')}
        </button>
        {unsaveError && (
          <span id={tooltipId} role="tooltip" className="tooltip" part="unsave-error">{tCore(unsaveError)}</span>
        )}
      </div>
    </li>
  );
}
