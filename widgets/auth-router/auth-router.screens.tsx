/**
 * What each route of A§2 shows, inside the dialog kit's modal. The forms are the sign-in and
 * sign-up widgets themselves, nested as tags (the loader hydrates them: auth-router.tsx).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { createElement } from 'react';
import { useAsync, type FailurePolicy } from '../../core/kits/async/index.js';
import { Dialog } from '../../core/kits/dialog/index.js';
import { saveArticle } from '../../core/kits/account/index.js';
import { DEFAULT_ARTICLE_LANGUAGE } from '../../core/contracts/saved-articles.js';
import { getConfig } from '../../core/page/config.js';
import { navigateTo, safeNavigationUrl } from '../../core/page/navigation.js';
import { user } from '../../core/session/session.js';
// eslint-disable-next-line no-restricted-imports -- a failed call's message key is its failure policy's, chosen at run time
import { t as coreT } from '../../core/text/i18n.js';
import type { MessageScreen, SignInPurpose } from './auth-router.routes.js';
import { t } from './auth-router.api.js';

const SOURCE = '[mck-auth-router]';

interface Closable {
  onClose(): void;
}

/** The sign-in dialog's heading for what the reader wants to do (the nested form's `heading`). */
function signInHeading(purpose: SignInPurpose, redirect: string): string {
  switch (purpose) {
    case 'welcome': return t('AuthRouter_HeadingWelcome');
    case 'prompt': return redirect ? t('AuthRouter_HeadingPromptPath', { path: redirect }) : t('AuthRouter_HeadingPrompt');
    case 'download': return t('AuthRouter_HeadingDownload');
    case 'save': return t('AuthRouter_HeadingSave');
    case 'print': return t('AuthRouter_HeadingPrint');
    case 'signin': return '';
  }
}

interface FormProps extends Closable {
  source: string;
  /** Checked already (auth-router.tsx); '' to stay on the page. */
  redirectUrl: string;
  /** What the reader typed in the other form before switching. */
  email: string;
}

/** `<mck-signin>` in a dialog; `prompt` shows the path the reader will go back to. */
export function SignInDialog({ purpose, promptPath, source, redirectUrl, email, onClose }: FormProps & { purpose: SignInPurpose; promptPath: string }) {
  const heading = signInHeading(purpose, promptPath);
  return (
    // The nested form's heading is the one heading (the dialog is named by the same words).
    <Dialog open onClose={onClose} label={heading || t('AuthRouter_SignInTitle')}>
      {createElement('mck-signin', { heading: heading || undefined, source: source || undefined, 'redirect-url': redirectUrl || undefined, email: email || undefined })}
    </Dialog>
  );
}

/** `<mck-signup>` in a dialog (signup and registration-modal). */
export function SignUpDialog({ source, redirectUrl, email, onClose }: FormProps) {
  return (
    <Dialog open onClose={onClose} label={t('AuthRouter_SignUpTitle')}>
      {createElement('mck-signup', { source: source || undefined, 'redirect-url': redirectUrl || undefined, email: email || undefined })}
    </Dialog>
  );
}

/** signup-thanks and signup-welcome: the router's own text and a "Continue" to the redirect (or back to the page). */
export function MessageDialog({ screen, redirectUrl, onClose }: Closable & { screen: MessageScreen; redirectUrl: string }) {
  const thanks = screen === 'signup-thanks';
  const go = () => {
    if (!redirectUrl || !navigateTo(redirectUrl, `${SOURCE} redirect`)) onClose();
  };
  return (
    <Dialog open onClose={onClose} title={thanks ? t('AuthRouter_ThanksTitle') : t('AuthRouter_WelcomeTitle')}>
      <p className="message" part="message">{thanks ? t('AuthRouter_ThanksText') : t('AuthRouter_WelcomeText')}</p>
      <button type="button" className="continue" part="continue" onClick={go}>{t('AuthRouter_Continue')}</button>
    </Dialog>
  );
}

/** The file's own name, for the link text. */
const fileName = (file: string) => file.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() || file;

/**
 * download (signed in) and view-file: the link to the file, when the core URL check allows it;
 * a refused file is named on the console and not linked.
 */
export function FileDialog({ file, view, onClose }: Closable & { file: string; view: boolean }) {
  const href = safeNavigationUrl(file);
  if (!href) console.error(`${SOURCE} file is refused by the navigation check: not linking "${file.slice(0, 200)}"`);
  const name = fileName(file);
  return (
    <Dialog open onClose={onClose} title={view ? t('AuthRouter_ViewFileTitle') : t('AuthRouter_DownloadTitle')}>
      {href
        ? (
          <a className="file-link" part="file-link" href={href} {...(view ? { target: '_blank', rel: 'noopener' } : { download: '' })}>
            {view ? t('AuthRouter_ViewFileLink', { name }) : t('AuthRouter_DownloadLink', { name })}
          </a>
        )
        : <p className="status mck-error" part="status" role="alert">{t('AuthRouter_FileRefused')}</p>}
    </Dialog>
  );
}

/** A save that fails shows the generic message (A§8 has no table for it). */
const SAVE_FAILURES: FailurePolicy = {};

interface SaveArgs { userId: string; articleId: string }
const save = ({ userId, articleId }: SaveArgs) => saveArticle(userId, articleId, DEFAULT_ARTICLE_LANGUAGE).then(() => true);

/** save (signed in): saves the page's article (`article-id`, else the page config's activeItemId) and says so. */
export function SaveDialog({ article, onClose }: Closable & { article: string }) {
  useSignals();
  const articleId = article.trim() || getConfig()?.activeItemId?.trim() || '';
  const userId = user.value?.id ?? '';
  const call = useAsync(save, articleId && userId ? { userId, articleId } : null, { failures: SAVE_FAILURES });
  let text: string;
  let failed = false;
  if (!articleId) [text, failed] = [t('AuthRouter_NothingToSave'), true];
  else if (call.status === 'error' && call.outcome) [text, failed] = [coreT(call.outcome.messageKey), true];
  else text = call.status === 'ready' ? t('AuthRouter_Saved') : t('AuthRouter_Saving');
  return (
    <Dialog open onClose={onClose} title={t('AuthRouter_SaveTitle')}>
      <p className={failed ? 'status error' : 'status'} part="status" role={failed ? 'alert' : 'status'}>{text}</p>
    </Dialog>
  );
}
