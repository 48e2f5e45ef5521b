import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { on, type MckEventMap } from '../../core/page/events.js';
import { ContactForm, contactFormStrings, type ContactTarget } from '../../core/kits/contact-form/index.js';
import { Dialog } from '../../core/kits/dialog/index.js';
import { type contactModalAttributes, t } from './contact-modal.api.js';

const TAG = 'mck-contact-modal';

/** The page event's detail, from any script: used only when `to` is a string. */
function targetOf(detail: MckEventMap['contact:open'] | undefined): ContactTarget | null {
  if (typeof detail?.to !== 'string' || !detail.to.includes('@')) {
    console.error(`[${TAG}] contact:open needs a "to" address; got`, detail);
    return null;
  }
  return {
    to: detail.to,
    partnerName: typeof detail.partnerName === 'string' ? detail.partnerName : '',
    trigger: typeof detail.trigger === 'string' ? detail.trigger : '',
  };
}

/** One opening of the dialog: a fresh form each time (`key`). */
interface Opening { target: ContactTarget; round: number }

export function ContactModal({ host, to, partnerName, trigger, label }: WidgetProps<typeof contactModalAttributes>) {
  useSignals();
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = (target: ContactTarget | null) => {
    if (target) setOpening((previous) => ({ target, round: (previous?.round ?? 0) + 1 }));
  };

  // Without its own recipient the element is the page's contact dialog, opened by the page event.
  useEffect(() => (to ? undefined : on('contact:open', (detail) => open(targetOf(detail)))), [to]);

  const target = opening?.target;
  const title = target?.partnerName
    ? contactFormStrings.t('Contact_HeadingPartner', { partnerName: target.partnerName })
    : contactFormStrings.t('Contact_Heading');
  return (
    <>
      {to && (
        <button type="button" className="trigger" part="trigger" onClick={() => open(targetOf({ to, partnerName, trigger }))}>
          {label || t('ContactModal_Open')}
        </button>
      )}
      <Dialog open={opening !== null} onClose={() => setOpening(null)} title={title}>
        {target && (
          <ContactForm key={opening.round} target={target} onSent={() => fire(host, 'mck-contact-modal-sent', { to: target.to, trigger: target.trigger })} />
        )}
      </Dialog>
    </>
  );
}
