import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useId, useMemo, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { t as hostText } from '../../core/host/host.strings.js';
import { signInPromptForThisPage, useProtectedPage } from '../../core/kits/account/index.js';
import { useAsync, useResource } from '../../core/kits/async/index.js';
import { allSubscriptions, catalogueLoader, codesOf, groupsOf, saveReaderSubscriptions } from '../../core/kits/subscriptions/index.js';
import { safeNavigationUrl } from '../../core/page/navigation.js';
import { session, sessionPending, user } from '../../core/session/session.js';
import { type editSubscriptionsAttributes, t } from './edit-subscriptions.api.js';
import {
  allChosen, changed, initialChoice, toggleCode, toggleGroup, toggleUnsubscribeAll, type Choice,
} from './edit-subscriptions.choice.js';
import { useLeaveWarning } from './edit-subscriptions.leave-warning.js';


export function EditSubscriptions({ host, heading, headingLevel }: WidgetProps<typeof editSubscriptionsAttributes>) {
  useSignals();
  const baseId = useId();
  const reader = session.value ? user.value : null;
  // On the edit_subscriptions page an anonymous, expired or re-login-required reader goes to the sign-in prompt.
  useProtectedPage('[mck-edit-subscriptions]');

  const catalogue = useAsync(catalogueLoader, reader ? reader.id : null, { isEmpty: () => false });
  const known = useMemo(() => new Set(catalogue.data ? allSubscriptions(catalogue.data).map((s) => s.alertCode) : []), [catalogue.data]);
  // The reader's codes the page shows; codes it does not list are kept as they are on save.
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const [choice, setChoice] = useState<Choice>(initialChoice([]));
  // The form shows once the choice holds the reader's set, never a frame of empty boxes before.
  const [synced, setSynced] = useState(false);
  // The reader's set, also when another widget changes it (a one-click subscribe), unless the
  // reader has unsaved changes here.
  const readerCodes = reader?.subscriptions.join(',');
  useEffect(() => {
    if (!reader || !catalogue.data || changed(choice, saved)) return;
    const mine = new Set(reader.subscriptions.filter((c) => known.has(c)));
    setSaved(mine);
    setChoice(initialChoice(mine));
    setSynced(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- synced when the reader, their codes or the catalogue change; the choice is read only to keep unsaved changes, not to sync on each click
  }, [reader?.id, readerCodes, catalogue.data]);

  const save = useResource(async (codes: string[]) => {
    const kept = reader!.subscriptions.filter((c) => !known.has(c));
    return saveReaderSubscriptions(reader!.id, [...codes, ...kept]);
  }, { isEmpty: () => false });
  const saving = save.state.value;
  const dirty = changed(choice, saved);
  useLeaveWarning(dirty, t('EditSubscriptions_Unsaved'));

  const title = createElement(`h${headingLevel}`, { className: 'heading', part: 'heading' }, heading || t('EditSubscriptions_Heading'));
  const groupLevel = Math.min(headingLevel + 1, 6);

  if (sessionPending.value) return null;
  if (!reader) {
    return (
      <section className="edit-subscriptions" part="base">
        {title}
        <a className="sign-in" part="sign-in" href={safeNavigationUrl(signInPromptForThisPage()) ?? '/'}>{t('EditSubscriptions_SignIn')}</a>
      </section>
    );
  }

  const onSave = async () => {
    if (saving.status === 'loading') return;
    const codes = [...choice.chosen];
    const updated = await save.run(codes);
    if (!updated) return;
    user.value = updated; // every widget sees the new set
    setSaved(new Set(codes));
    fire(host, 'mck-edit-subscriptions-saved', { codes });
  };

  return (
    <section className="edit-subscriptions" part="base" aria-busy={catalogue.status === 'loading'}>
      {title}
      <div className="banners" role="status">
        {catalogue.status === 'error' && <p className="banner error" part="banner error-banner">{hostText('Common_GenericError')}</p>}
        {saving.status === 'error' && <p className="banner error" part="banner error-banner">{hostText('Common_GenericError')}</p>}
        {saving.status === 'ready' && !dirty && <p className="banner success" part="banner success-banner">{t('EditSubscriptions_Saved')}</p>}
      </div>
      {(catalogue.status === 'loading' || (catalogue.data && !synced)) && <p className="loading" part="loading">{t('EditSubscriptions_Loading')}</p>}
      {catalogue.data && synced && (
        <form className="groups" part="groups" onSubmit={(e) => { e.preventDefault(); void onSave(); }}>
          {groupsOf(catalogue.data).map((group, g) => {
            const codes = codesOf(group);
            const headingId = `${baseId}-g${g}`;
            return (
              <fieldset className="group" part="group" key={group.alertHeader} aria-labelledby={headingId}>
                {createElement(`h${groupLevel}`, { className: 'group-heading', part: 'group-heading', id: headingId }, group.alertHeader)}
                <label className="option select-all" part="select-all">
                  <input type="checkbox" checked={allChosen(choice, codes)} onChange={(e) => setChoice(toggleGroup(choice, codes, e.currentTarget.checked))} />
                  <span>{t('EditSubscriptions_SelectAll')}</span>
                </label>
                {group.alertItems.alerts.map((item) => {
                  const preview = item.previewLink ? safeNavigationUrl(item.previewLink) : null;
                  return (
                    <div className="item" part="item" key={item.alertCode}>
                      <label className="option" part="option">
                        <input type="checkbox" value={item.alertCode} checked={choice.chosen.has(item.alertCode)}
                          onChange={(e) => setChoice(toggleCode(choice, item.alertCode, e.currentTarget.checked))} />
                        <span className="title">{item.title}</span>
                      </label>
                      <p className="details" part="details">
                        {item.frequency && <span className="frequency">{item.frequency}. </span>}
                        {item.descriptionText}
                        {preview && <> <a href={preview} part="preview">{item.previewLinkLabel || item.previewLink}</a></>}
                      </p>
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
          <label className="option unsubscribe-all" part="unsubscribe-all">
            <input type="checkbox" checked={choice.unsubscribeAll} onChange={(e) => setChoice(toggleUnsubscribeAll(choice, e.currentTarget.checked))} />
            <span>{t('EditSubscriptions_UnsubscribeAll')}</span>
          </label>
          <button type="submit" className="save" part="save" aria-disabled={saving.status === 'loading'}>{t('EditSubscriptions_Save')}</button>
        </form>
      )}
    </section>
  );
}
