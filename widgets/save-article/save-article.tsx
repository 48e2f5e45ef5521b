import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { RATINGS } from '../../core/contracts/saved-articles.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { isSaved, rateArticle, ratingOf, saveArticle, signInPromptForThisPage, unsaveArticle } from '../../core/kits/account/index.js';
import { describeFailure, failureMessageKey, warnFailure } from '../../core/kits/async/index.js';
import { announce } from '../../core/page/announce.js';
import { navigateTo } from '../../core/page/navigation.js';
import { session, sessionPending, user } from '../../core/session/session.js';
// eslint-disable-next-line no-restricted-imports -- a failed call's message key is its failure policy's, chosen at run time
import { t as tCore } from '../../core/text/i18n.js';
import meta from './meta.json';
import { type saveArticleAttributes, t } from './save-article.api.js';
import { useLatestChoice } from './save-article.hooks.js';

const TAG = meta.tag;

/**
 * A§2 "save sends a signed-out user to auth-save": the auth route on this page; the auth router
 * shows the sign-in step and brings the reader back. Rating a signed-out reader goes there too
 * (the spec has no route of its own for it).
 */
const AUTH_SAVE_ROUTE = '#/auth-save';

export function SaveArticle({ host, articleId, language, hideRating }: WidgetProps<typeof saveArticleAttributes>) {
  useSignals();
  const groupName = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reader = session.value ? user.value : null;
  const saved = isSaved(articleId, language);
  const rating = ratingOf(articleId, language);
  const source = `[${TAG}]`;

  /**
   * Runs one call for a signed-in reader (true when it succeeded); a signed-out one goes to the
   * auth-save route (A§2), a 401 to the sign-in prompt, anything else shows the generic error (and
   * names `action` and the cause on the console). The reader retries by pressing again.
   */
  async function act(action: string, call: (userId: string) => Promise<void>): Promise<boolean> {
    if (!reader) {
      navigateTo(AUTH_SAVE_ROUTE, source);
      return false;
    }
    setError(null);
    try {
      await call(reader.id);
      return true;
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.status === 401) {
        navigateTo(signInPromptForThisPage(), source);
      } else {
        warnFailure(TAG, action, failure);
        setError(failureMessageKey(failure));
      }
      return false;
    }
  }

  async function toggleSave() {
    if (sessionPending.value || busy) return;
    setBusy(true);
    const ok = await act(saved ? 'unsaving the article' : 'saving the article', (userId) => (saved ? unsaveArticle : saveArticle)(userId, articleId, language));
    setBusy(false);
    if (!ok) return;
    announce(t(saved ? 'SaveArticle_UnsavedNotice' : 'SaveArticle_SavedNotice'));
    fire(host, 'mck-save-article-change', { articleId, language, saved: !saved, rating });
  }

  const stars = useLatestChoice(rating, async (value) => {
    const ok = await act('rating the article', (userId) => rateArticle(userId, articleId, language, value));
    if (ok) {
      announce(t('SaveArticle_RatedNotice', { count: value }));
      fire(host, 'mck-save-article-change', { articleId, language, saved: isSaved(articleId, language), rating: value });
    }
    return ok;
  });

  return (
    <div className="save-article" part="base" aria-busy={busy || sessionPending.value}>
      <button
        type="button"
        className={saved ? 'save saved' : 'save'}
        part="save"
        aria-pressed={saved}
        aria-disabled={busy || sessionPending.value}
        onClick={() => void toggleSave()}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 1.5h10v13L8 11l-5 3.5z" /></svg>
        <span>{t('SaveArticle_Save')}</span>
      </button>
      {!hideRating && (
        <fieldset className="rating" part="rating">
          <legend>{t('SaveArticle_RatingLegend')}</legend>
          <div className="stars">
            {RATINGS.map((value) => (
              <label key={value} className={Number(value) <= Number(stars.shown) ? 'star on' : 'star'} part="star">
                <input
                  type="radio"
                  name={`${groupName}-rating`}
                  value={value}
                  checked={stars.shown === value}
                  onChange={() => (sessionPending.value ? undefined : void stars.choose(value))}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('SaveArticle_Stars', { count: value })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && <p role="alert" className="mck-error" part="error">{tCore(error)}</p>}
    </div>
  );
}
