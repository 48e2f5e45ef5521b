import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import type { Profile as ProfileData } from '../../core/contracts/profiles.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useEditorMode } from '../../core/host/editor.js';
import { useAsync } from '../../core/kits/async/index.js';
import { safeHtml } from '../../core/kits/html/sanitize.js';
import { pageLanguage } from '../../core/page/config.js';
import { type profileAttributes, t } from './profile.api.js';
import { fetchProfile, profileFailures, type WorkSource } from './profile.calls.js';
import { canGetInTouch, getInTouch } from './profile.contact.js';
import { parseExternalWork } from './profile.external-work.js';
import { ProfileHero } from './profile.hero.js';
import { PublishedWork } from './profile.published-work.js';

const TAG = 'mck-profile';

/** The expertise list, wherever the profile puts it (area A, area C or the sidebar). */
function Expertise({ profile, level }: { profile: ProfileData; level: number }) {
  if (!profile.expertise.length && !profile.additionalExpertise.length) return null;
  const Heading = `h${level}` as 'h2';
  return (
    <section className={`section expertise expertise-${profile.expertisePosition}`} part="expertise" data-position={profile.expertisePosition}>
      <Heading className="section-heading" part="section-heading">{t('Profile_Expertise')}</Heading>
      <ul className="expertise-list" part="expertise-list">{profile.expertise.map((name) => <li key={name}>{name}</li>)}</ul>
      {profile.additionalExpertise.length > 0 && (
        <>
          <p className="additional-heading" part="additional-heading">{t('Profile_AdditionalExpertise')}</p>
          <ul className="expertise-list additional" part="expertise-list">{profile.additionalExpertise.map((name) => <li key={name}>{name}</li>)}</ul>
        </>
      )}
    </section>
  );
}

/** The editor's external published work, parsed once per text; malformed lines are named on the console. */
function useWorkSource(profile: ProfileData | undefined): WorkSource | null {
  const external = useMemo(
    () => (profile && !profile.autoFetchPublishedWork ? parseExternalWork(profile.externalPublishedWork) : null),
    [profile],
  );
  useEffect(() => {
    for (const { line, reason } of external?.malformed ?? []) {
      console.warn(`[${TAG}] externalPublishedWork line ${line} ${reason}: skipped`);
    }
  }, [external]);
  if (!profile) return null;
  return external ? { external: external.items } : { profileId: profile.id };
}

export function Profile({ profileId, heroMode, headingLevel, contactUrl }: WidgetProps<typeof profileAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const language = pageLanguage();
  const { status, data: profile } = useAsync(fetchProfile, editing ? null : profileId, { failures: profileFailures });
  const workSource = useWorkSource(profile);

  // D§6: editor mode hides the profile module and shows a placeholder.
  if (editing) return <p className="mck-placeholder" part="placeholder">{t('Profile_EditorPlaceholder')}</p>;
  // Until the profile is in, and when the call fails, the page is what the CMS printed.
  if (status !== 'ready' || !profile) {
    return <div className="fallback" part="fallback" aria-busy={status === 'loading'}><slot /></div>;
  }
  const sectionLevel = Math.min(headingLevel + 1, 6);
  const action = canGetInTouch(profile, contactUrl) && (
    <button type="button" className="get-in-touch" part="get-in-touch" onClick={() => getInTouch(profile, contactUrl, `[${TAG}] contact-url`)}>
      {t('Profile_GetInTouch')}
    </button>
  );
  const expertise = <Expertise profile={profile} level={sectionLevel} />;
  const Heading = `h${sectionLevel}` as 'h2';
  return (
    <article className="profile" part="base">
      <ProfileHero profile={profile} mode={heroMode} nameLevel={headingLevel} action={action} />
      <div className={profile.expertisePosition === 'sidebar' ? 'body with-sidebar' : 'body'}>
        <div className="area-a" part="area-a">
          {profile.about && (
            <section className="section about" part="about">
              <Heading className="section-heading" part="section-heading">{t('Profile_About', { name: profile.aboutName || profile.title })}</Heading>
              <div className="rich" dangerouslySetInnerHTML={safeHtml(profile.about)} />
            </section>
          )}
          {profile.expertisePosition === 'area-a' && expertise}
          {profile.background && (
            <section className="section background" part="background">
              <Heading className="section-heading" part="section-heading">{t('Profile_Background')}</Heading>
              <div className="rich" dangerouslySetInnerHTML={safeHtml(profile.background)} />
            </section>
          )}
          {workSource && <PublishedWork source={workSource} headingLevel={sectionLevel} language={language} />}
        </div>
        {/* Not an <aside>: several profiles on a page would make landmarks of the same name. */}
        {profile.expertisePosition === 'sidebar' && <div className="sidebar" part="sidebar">{expertise}</div>}
      </div>
      {profile.expertisePosition === 'area-c' && <div className="area-c" part="area-c">{expertise}</div>}
    </article>
  );
}
