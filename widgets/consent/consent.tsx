import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { announce } from '../../core/page/announce.js';
import { flag } from '../../core/page/config.js';
import { getCookie, setCookie } from '../../core/page/cookies.js';
import { emit } from '../../core/page/events.js';
import { useAsync } from '../../core/kits/async/index.js';
import { type consentAttributes, t } from './consent.api.js';
import { lookUpPlace } from './consent.calls.js';
import { deleteCookiesOfGroupsOff, deleteNowAndAgain } from './consent-cookies.js';
import {
  defaultConsent, enforce, isCalifornia, marketingChanged, OPTIONAL_GROUPS, parseConsent, serialiseConsent,
  type Consent, type OptionalGroup,
} from './consent-rules.js';
import { loadScripts, scriptsToLoad } from './third-party.js';

/** Cookie holding the visitor's choice; the provider's own name is not shown in the spec. */
export const CONSENT_COOKIE = 'mck_consent';
/** How long a choice is kept before the visitor is asked again (a common consent lifetime). */
export const CONSENT_DAYS = 365;

const ALL_ON: Consent = { C0002: true, C0003: true, C0004: true };
const ALL_OFF: Consent = { C0002: false, C0003: false, C0004: false };
const LABELS = { C0002: 'Consent_Performance', C0003: 'Consent_Functional', C0004: 'Consent_Marketing' } as const;

export function ConsentManager({ host, scripts, privacyHref }: WidgetProps<typeof consentAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const geo = useAsync(lookUpPlace, editing ? null : 'geo');
  const place = geo.status === 'ready' ? geo.data ?? null : null;
  const [stored, setStored] = useState(() => parseConsent(getCookie(CONSENT_COOKIE)));
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Consent | null>(null);
  const previous = useRef<Consent | null>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  // What applies now: the saved choice, else the default for the place; California's rule always.
  const effective = useMemo(() => (place ? enforce(stored ?? defaultConsent(place), place) : null), [place, stored]);

  useEffect(() => {
    if (!effective || editing) return;
    const cancels: Array<() => void> = [];
    if (marketingChanged(previous.current, effective)) cancels.push(deleteNowAndAgain(effective));
    if (!effective.C0002) deleteCookiesOfGroupsOff({ ...ALL_ON, C0002: false });
    previous.current = effective;
    loadScripts(scriptsToLoad(scripts, effective, location.hostname, flag('mck_botsonic')));
    return () => cancels.forEach((cancel) => cancel());
  }, [effective, editing, scripts]);

  if (editing) return <p className="editor-note" part="editor-note">{t('Consent_EditorOff')}</p>;
  if (!place || !effective) return null; // the geo lookup decides the defaults: nothing to show before it

  const california = isCalifornia(place);
  const shown = draft ?? effective;
  const save = (choice: Consent) => {
    const consent = enforce(choice, place);
    setCookie(CONSENT_COOKIE, serialiseConsent(consent), { days: CONSENT_DAYS });
    setStored(consent);
    setDraft(null);
    setOpen(false);
    fire(host, 'mck-consent-change', { consent });
    emit('consent-changed', { consent });
    announce(t('Consent_Saved'));
    requestAnimationFrame(() => settingsButton.current?.focus());
  };
  const toggle = (group: OptionalGroup, on: boolean) => setDraft({ ...shown, [group]: on });

  if (stored && !open) {
    return (
      <button ref={settingsButton} type="button" className="settings" part="settings" onClick={() => setOpen(true)}>
        {t('Consent_Settings')}
      </button>
    );
  }
  return (
    <section className="banner" part="banner" aria-labelledby={headingId}>
      <h2 className="heading" part="heading" id={headingId}>{t('Consent_Heading')}</h2>
      <p className="intro">{t('Consent_Intro')} <a href={privacyHref}>{t('Consent_Privacy')}</a></p>
      <ul className="groups">
        <li className="group" part="group"><label><input type="checkbox" checked disabled /> {t('Consent_Necessary')}</label></li>
        {OPTIONAL_GROUPS.map((group) => {
          const forcedOff = group === 'C0004' && california;
          return (
            <li className="group" part="group" key={group}>
              <label>
                <input
                  type="checkbox" name={group} checked={shown[group]} disabled={forcedOff}
                  aria-describedby={forcedOff ? `${headingId}-ca` : undefined}
                  onChange={(event) => toggle(group, event.currentTarget.checked)}
                />{' '}
                {t(LABELS[group])}
              </label>
              {forcedOff && <p className="note" part="note" id={`${headingId}-ca`}>{t('Consent_CaliforniaNote')}</p>}
            </li>
          );
        })}
      </ul>
      <div className="actions">
        <button type="button" className="action primary" part="action" onClick={() => save(ALL_ON)}>{t('Consent_AcceptAll')}</button>
        <button type="button" className="action" part="action" onClick={() => save(ALL_OFF)}>{t('Consent_RejectAll')}</button>
        <button type="button" className="action" part="action" onClick={() => save(shown)}>{t('Consent_Save')}</button>
      </div>
    </section>
  );
}
