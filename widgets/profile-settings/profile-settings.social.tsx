import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { socialProviders } from '../../core/contracts/account.js';
import type { User } from '../../core/contracts/user.js';
import { Dialog } from '../../core/kits/dialog/index.js';
import {
  Form, FormMessages, matches, password, required, SubmitButton, TextField, useForm,
} from '../../core/kits/form/index.js';
import { user as sessionUser } from '../../core/session/session.js';
import { createPassword, unlinkSocialLogin } from './profile-settings.calls.js';
import { t } from './profile-settings.api.js';
import meta from './meta.json';

type Notice = { kind: 'unlinked' | 'error'; provider: string } | null;

/** A§4: unlinking the only social login of a user without a password needs a password first. */
export const needsPasswordFirst = (user: User, provider: string) =>
  !user.hasPassword && socialProviders(user).every((linked) => linked === provider);

/**
 * The linked social accounts (A§2), each with an unlink button. Success and failure (naming the
 * provider, A§8) show as a message under the heading; the user record refreshes from the answer.
 */
export function LinkedAccounts({ user, headingLevel }: { user: User; headingLevel: number }) {
  useSignals();
  const headingId = useId();
  const notice = useSignal<Notice>(null);
  const busy = useSignal<string | null>(null);
  const creatingFor = useSignal<string | null>(null);
  const providers = socialProviders(user);
  if (!providers.length && !notice.value) return null;

  const unlink = async (provider: string) => {
    if (needsPasswordFirst(user, provider)) {
      creatingFor.value = provider;
      return;
    }
    busy.value = provider;
    try {
      sessionUser.value = await unlinkSocialLogin(user.id, provider);
      notice.value = { kind: 'unlinked', provider };
    } catch {
      notice.value = { kind: 'error', provider };
    } finally {
      busy.value = null;
    }
  };
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section className="linked-accounts" part="linked-accounts" aria-labelledby={headingId}>
      <Heading id={headingId} className="heading" part="heading">{t('ProfileSettings_LinkedAccounts')}</Heading>
      {notice.value?.kind === 'unlinked' && (
        <p className="banner success" part="unlink-message" role="status">{t('ProfileSettings_Unlinked', { provider: notice.value.provider })}</p>
      )}
      {notice.value?.kind === 'error' && (
        <p className="banner error" part="unlink-error" role="alert">{t('ProfileSettings_UnlinkError', { provider: notice.value.provider })}</p>
      )}
      {providers.length > 0 && (
        <ul className="providers">
          {providers.map((provider) => (
            <li key={provider} part="provider">
              <span className="provider-name">{provider}</span>
              <button
                type="button" className="secondary" part="unlink" aria-busy={busy.value === provider}
                aria-disabled={busy.value !== null || undefined} onClick={() => busy.value === null && void unlink(provider)}
              >
                {t('ProfileSettings_Unlink', { provider })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={creatingFor.value !== null}
        onClose={() => { creatingFor.value = null; }}
        title={t('ProfileSettings_CreatePasswordTitle')}
      >
        {creatingFor.value && (
          <CreatePasswordForm
            user={user}
            provider={creatingFor.value}
            onDone={(provider) => {
              creatingFor.value = null;
              notice.value = { kind: 'unlinked', provider };
            }}
          />
        )}
      </Dialog>
    </section>
  );
}

/** The create-password dialog's form (A§5 new password rules): create, then unlink. */
function CreatePasswordForm({ user, provider, onDone }: { user: User; provider: string; onDone(provider: string): void }) {
  const form = useForm({
    id: 'profile-create-password',
    tag: meta.tag,
    draft: false,
    fields: {
      newPassword: { rules: [required(), password(user.email)], secret: true },
      confirm: { rules: [required(), matches((values) => values.newPassword)], secret: true },
    },
    failures: { fallback: 'ProfileSettings_CreatePasswordError' },
    send: async (values) => {
      // A retry after a failed unlink must not create the password twice (6014).
      if (!sessionUser.peek()?.hasPassword) sessionUser.value = await createPassword(user.id, values.newPassword);
      return unlinkSocialLogin(user.id, provider);
    },
  });
  return (
    <Form form={form} className="create-password" onSuccess={(updated) => {
      sessionUser.value = updated;
      onDone(provider);
    }}>
      <p className="intro">{t('ProfileSettings_CreatePasswordIntro', { provider })}</p>
      <FormMessages />
      <TextField name="newPassword" type="password" label={t('ProfileSettings_Password')} autoComplete="new-password" />
      <TextField name="confirm" type="password" label={t('ProfileSettings_ConfirmPassword')} autoComplete="new-password" />
      <SubmitButton className="primary">{t('ProfileSettings_CreatePasswordSubmit')}</SubmitButton>
    </Form>
  );
}
