import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type MouseEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { Dialog } from '../../core/kits/dialog/index.js';
import { navigateTo } from '../../core/page/navigation.js';
import { premium, session, sessionPending } from '../../core/session/session.js';
import { type regwallAttributes, t } from './regwall.api.js';
import { useAuthScreenInFront, useDue, warnWithoutRouter } from './regwall.hooks.js';
import { modeOf, REGISTRATION_MODAL_ROUTE, SIGNIN_ROUTE, wallApplies } from './regwall.rules.js';

const TAG = '[mck-regwall]';

type Props = WidgetProps<typeof regwallAttributes>;

/** Description, Continue (or Get Started) and the optional home link: the same in the box and the modal. */
function WallBody({ description, getStarted, showGoToHomeLink, homeUrl, register }: Props & { register?: () => void }) {
  return (
    <>
      <EditorField name="Description" value={description} as="p" className="description" part="description" />
      <div className="actions">
        <button type="button" className="action" part="action" onClick={() => {
          warnWithoutRouter(TAG);
          navigateTo(SIGNIN_ROUTE, `${TAG} continue`);
        }}>
          {getStarted ? t('Regwall_GetStarted') : t('Regwall_Continue')}
        </button>
        {register && <button type="button" className="register" part="register" onClick={register}>{t('Regwall_Register')}</button>}
        {showGoToHomeLink && <a className="home" part="home" href={homeUrl}>{t('Regwall_GoToHome')}</a>}
      </div>
    </>
  );
}

/** A click on the dialog's backdrop (outside its box) is a click on the overlay (E§4 click variant). */
function onOverlay(event: MouseEvent, then: () => void): void {
  const target = event.target as Element;
  if (target.localName !== 'dialog') return;
  const box = target.getBoundingClientRect();
  const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  if (!inside) then();
}

export function Regwall(props: Props) {
  useSignals();
  const { host, heading, timer, pageType, homeUrl } = props;
  const editing = useEditorMode();
  const mode = modeOf(pageType);
  const applies = wallApplies({ signedIn: session.value, premium: premium.value, pending: sessionPending.value });
  const due = useDue(mode, timer, applies && !editing);
  const screenInFront = useAuthScreenInFront();
  const blocking = due && !screenInFront;

  useEffect(() => {
    if (blocking) fire(host, 'mck-regwall-show', { mode });
  }, [blocking, host, mode]);

  if (!applies && !editing) return null;
  const title = heading || t('Regwall_DefaultHeading');
  const register = mode === 'click' ? () => navigateTo(REGISTRATION_MODAL_ROUTE, `${TAG} register`) : undefined;

  return (
    <>
      {/* The wall in its place (the printed fallback's box); inert behind the modal anyway. */}
      <section className="regwall" part="base" data-mode={mode} aria-labelledby="regwall-heading" inert={blocking}>
        {editing && <p className="note" part="note">{t('Regwall_EditorNote', { mode: pageType || mode })}</p>}
        <EditorField name="Heading" value={editing ? heading : title} as="h2" className="heading" part="heading" id="regwall-heading" />
        <WallBody {...props} register={register} />
      </section>
      {!editing && (
        <div onClick={register ? (event) => onOverlay(event, register) : undefined}>
          <Dialog open={blocking} title={title} className="regwall-dialog" onClose={() => navigateTo(homeUrl, `${TAG} home-url`)}>
            <WallBody {...props} register={register} />
          </Dialog>
        </div>
      )}
    </>
  );
}
