import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useEditorMode } from '../../core/host/editor.js';
import { useAsync } from '../../core/kits/async/index.js';
import { user } from '../../core/session/session.js';
import { type profileSettingsAttributes, t } from './profile-settings.api.js';
import { fetchLookup } from '../../core/kits/lookups/index.js';
import { fetchProfile } from './profile-settings.calls.js';
import { ProfileForm } from './profile-settings.form.js';
import { useProtectedPage } from '../../core/kits/account/index.js';
import { LinkedAccounts } from './profile-settings.social.js';

/** A§8: lookup and profile fetch failures are silent (empty dropdowns, the user record's values). */
const SILENT = { failures: { emptyOnFailure: true } } as const;

export function ProfileSettings({ heading, headingLevel, mqMode, campaignId, whenSignedOut }: WidgetProps<typeof profileSettingsAttributes>) {
  useSignals();
  const editing = useEditorMode();
  // A§2/A§6: protected wherever a template prints it, unless the page asks it to hide instead.
  const allowed = useProtectedPage('[mck-profile-settings]', { anywhere: whenSignedOut === 'prompt' });
  const current = user.value;
  const ready = allowed && !editing && current !== null && !current.isAlumni;
  const profile = useAsync(fetchProfile, ready ? current.id : null, SILENT);
  const functions = useAsync(fetchLookup, ready ? 'function' as const : null, SILENT);
  const countries = useAsync(fetchLookup, ready ? 'country' as const : null, SILENT);

  // A§6: the profile module is hidden in page-editing mode.
  if (editing || !allowed || !current) return null;
  if (current.isAlumni) {
    return <p className="alumni-notice" part="alumni-notice" role="note">{t('ProfileSettings_AlumniNotice')}</p>;
  }
  const settled = (state: { status: string }) => state.status !== 'loading' && state.status !== 'waiting';
  if (![profile, functions, countries].every(settled)) return <div className="loading" part="loading" aria-busy="true" />;
  const values = profile.data ?? {
    firstName: current.firstName, lastName: current.lastName, email: current.email, title: current.titleName,
    company: current.company, businessFunction: null, country: null,
  };
  return (
    <div className="profile-settings" part="base">
      <ProfileForm
        user={current} profile={values} functions={functions.data ?? []} countries={countries.data ?? []}
        mqMode={mqMode} campaignId={campaignId} heading={heading} headingLevel={headingLevel}
      />
      <LinkedAccounts user={current} headingLevel={headingLevel} />
    </div>
  );
}
