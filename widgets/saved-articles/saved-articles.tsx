import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useState } from 'react';
import { SAVED_ARTICLES_PAGE_SIZE, type SavedArticle } from '../../core/contracts/saved-articles.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { fetchSavedArticles, signInPromptForThisPage, unsaveArticle, useProtectedPage } from '../../core/kits/account/index.js';
import { describeFailure, failureMessageKey } from '../../core/kits/async/index.js';
import { Dialog } from '../../core/kits/dialog/index.js';
import { ListCount, LoadMore, useList, type Paging } from '../../core/kits/list/index.js';
import { announce } from '../../core/page/announce.js';
import { navigateTo } from '../../core/page/navigation.js';
import { user } from '../../core/session/session.js';
// eslint-disable-next-line no-restricted-imports -- a failed call's message key is its failure policy's, chosen at run time
import { t as tCore } from '../../core/text/i18n.js';
import meta from './meta.json';
import { type savedArticlesAttributes, t } from './saved-articles.api.js';
import { SavedArticleItem } from './saved-articles.item.js';

const TAG = meta.tag;

/** A§7/A§9: offset paging (`currentOffset`, `pageSize`), 9 per page. */
const SAVED_ARTICLES_PAGING: Paging = { kind: 'offset', pageSize: SAVED_ARTICLES_PAGE_SIZE };

const keyOf = (a: Pick<SavedArticle, 'id' | 'language'>) => `${a.id}_${a.language}`;

export function SavedArticles({ host, heading, headingLevel }: WidgetProps<typeof savedArticlesAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const allowed = useProtectedPage(`[${TAG}]`);
  const reader = user.value;
  // A§6: fetched only with a session that needs no fresh sign-in for sensitive data (`allowed`); hidden for editors.
  const query = !editing && allowed && reader ? { userId: reader.id } : null;
  const { status, items, outcome, list } = useList(fetchSavedArticles, query, { paging: SAVED_ARTICLES_PAGING });
  const [confirming, setConfirming] = useState<SavedArticle | null>(null);
  const [removing, setRemoving] = useState(false);
  const [unsaveErrors, setUnsaveErrors] = useState<Record<string, string>>({});
  const dismissError = useCallback((key: string) => setUnsaveErrors(({ [key]: _gone, ...rest }) => rest), []);

  if (editing) return <p className="placeholder" part="placeholder">{t('SavedArticles_EditorHidden')}</p>;
  // Signed out, while the session check runs, or on the way to the sign-in prompt: what the CMS printed.
  if (!query) return <slot />;

  async function confirmUnsave(article: SavedArticle) {
    if (!reader || removing) return;
    setRemoving(true);
    try {
      await unsaveArticle(reader.id, article.id, article.language);
      list.remove((item) => keyOf(item) === keyOf(article));
      setConfirming(null);
      announce(t('SavedArticles_Removed', { title: article.title }));
      fire(host, 'mck-saved-articles-unsave', { articleId: article.id, language: article.language });
    } catch (err) {
      setConfirming(null);
      const failure = describeFailure(err);
      // A§7/A§8: a 401 on delete sends the reader to sign in; anything else is a tooltip on the button.
      if (failure.status === 401) {
        navigateTo(signInPromptForThisPage(), `[${TAG}]`);
      } else {
        const key = failureMessageKey(failure);
        setUnsaveErrors((errors) => ({ ...errors, [keyOf(article)]: key }));
        announce(tCore(key), 'assertive');
      }
    } finally {
      setRemoving(false);
    }
  }

  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section className="saved-articles" part="base" aria-busy={status === 'loading' || status === 'waiting'}>
      <Heading className="heading" part="heading">{heading || t('SavedArticles_Heading')}</Heading>
      {status === 'empty' && <p className="mck-empty" part="empty">{t('SavedArticles_Empty')}</p>}
      {status === 'error' && outcome && <p role="alert" className="mck-error" part="error">{tCore(outcome.messageKey)}</p>}
      {items.length > 0 && (
        <>
          <ListCount list={list} />
          <ul className="list" part="list">
            {items.map((article) => (
              <SavedArticleItem
                key={keyOf(article)}
                article={article}
                titleLevel={headingLevel + 1}
                unsaveError={unsaveErrors[keyOf(article)] ?? null}
                onUnsave={() => { dismissError(keyOf(article)); setConfirming(article); }}
                onDismissError={() => dismissError(keyOf(article))}
              />
            ))}
          </ul>
          <div className="more"><LoadMore list={list} /></div>
        </>
      )}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title={t('SavedArticles_ConfirmTitle')}>
        {confirming && (
          <>
            <p>{t('SavedArticles_ConfirmText', { title: confirming.title })}</p>
            <div className="dialog-actions">
              <button type="button" className="primary" part="confirm" aria-disabled={removing} onClick={() => void confirmUnsave(confirming)}>
                {t('SavedArticles_Confirm')}
              </button>
              <button type="button" className="secondary" part="cancel" autoFocus onClick={() => setConfirming(null)}>
                {t('SavedArticles_Cancel')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}
