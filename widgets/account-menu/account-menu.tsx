import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { type accountMenuAttributes, t } from './account-menu.api.js';
import { PROTECTED_PAGES, protectedPageOf } from '../../core/contracts/protected-pages.js';
import { useProtectedPage } from '../../core/kits/account/index.js';
import { session, sessionPending, user } from '../../core/session/session.js';

/** A§2: the account side menu's three entries, in this order; the paths are the protected account pages. */
const ENTRIES = [
  { key: 'AccountMenu_Profile', path: 'edit_profile' },
  { key: 'AccountMenu_EmailSubscriptions', path: 'edit_subscriptions' },
  { key: 'AccountMenu_SavedArticles', path: 'saved_articles' },
] as const satisfies readonly { key: string; path: (typeof PROTECTED_PAGES)[number] }[];

export function AccountMenu({ accountPath, signinHref }: WidgetProps<typeof accountMenuAttributes>) {
  useSignals();
  // On a protected account page the menu guards it too (A§2): anonymous or expired → sign-in prompt.
  useProtectedPage('[mck-account-menu]');
  const current = typeof location === 'undefined' ? null : protectedPageOf(location.pathname);
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
          <li key={entry.path}>
            <a part="link" href={`${base}/${entry.path}`} aria-current={entry.path === current ? 'page' : undefined}>{t(entry.key)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
