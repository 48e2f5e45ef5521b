import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { t } from './account-menu.strings.js';
import { session, sessionPending, user } from '../../core/session/session.js';
import type { accountMenuAttributes } from './account-menu.attributes.js';

/** A§2: the account side menu's three entries; the paths are the protected account pages. */
const ENTRIES = [
  { key: 'AccountMenu_Profile', path: 'edit_profile' },
  { key: 'AccountMenu_EmailSubscriptions', path: 'edit_subscriptions' },
  { key: 'AccountMenu_SavedArticles', path: 'saved_articles' },
] as const;

export function AccountMenu({ accountPath, signinHref }: WidgetProps<typeof accountMenuAttributes>) {
  useSignals();
  if (sessionPending.value) return null;
  if (!session.value || !user.value) {
    return <a part="signin-link" href={signinHref}>{t('AccountMenu_SignIn')}</a>;
  }
  const base = accountPath.replace(/\/$/, '');
  return (
    <nav part="base" aria-label={t('AccountMenu_Label')}>
      <p className="name" part="name">{user.value.firstName} {user.value.lastName}</p>
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.path}><a part="link" href={`${base}/${entry.path}`}>{t(entry.key)}</a></li>
        ))}
      </ul>
    </nav>
  );
}
