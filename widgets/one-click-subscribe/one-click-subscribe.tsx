import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useId } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { t as hostText } from '../../core/host/host.strings.js';
import { useAsync, useResource } from '../../core/kits/async/index.js';
import { visibleCaptcha } from '../../core/kits/captcha/index.js';
import {
  CaptchaSlot, email, EMAIL_MAX, Form, FormMessages, maxLength, required, SubmitButton,
  TextField, useForm,
} from '../../core/kits/form/index.js';
import { emit } from '../../core/page/events.js';
import { navigateTo } from '../../core/page/navigation.js';
import { session, sessionPending, user } from '../../core/session/session.js';
import { type oneClickSubscribeAttributes, t } from './one-click-subscribe.api.js';
import { subscribeEmail, titleOf } from './one-click-subscribe.calls.js';
import { addReaderSubscriptions } from '../../core/kits/subscriptions/index.js';
import meta from './meta.json';

/** A§2: success goes to the signup_thanks auth route, on this page. */
export const THANKS_ROUTE = '#/signup_thanks';
const goToThanks = () => navigateTo(new URL(THANKS_ROUTE, location.href).href, '[mck-one-click-subscribe] signup_thanks');

/** A§5: a captcha unless `disable_visible_captcha`; pages without a provider (the demo) get the test captcha. */

export function OneClickSubscribe({ alertCode, heading, headingLevel, manageUrl }: WidgetProps<typeof oneClickSubscribeAttributes>) {
  useSignals();
  const headingId = useId();
  const title = useAsync(titleOf, alertCode).data ?? alertCode;
  const reader = session.value ? user.value : null;
  const add = useResource(async (code: string) => {
    user.value = await addReaderSubscriptions(reader!, [code]); // every widget sees the new set
    emit('subscription-added', { codes: [code] });
    return true;
  });
  const form = useForm({
    id: 'one-click-subscribe',
    tag: meta.tag,
    fields: { email: { rules: [required(), email, maxLength(EMAIL_MAX)] } },
    captcha: visibleCaptcha(),
    send: (values, { captcha, signal }) => subscribeEmail(values.email.trim(), alertCode, captcha, signal),
  });

  const Heading = createElement(`h${headingLevel}`, { id: headingId, className: 'heading', part: 'heading' }, heading || t('OneClickSubscribe_Heading'));
  if (sessionPending.value) return null;

  if (reader?.subscriptions.includes(alertCode)) {
    return (
      <section className="one-click" part="base" aria-labelledby={headingId}>
        {Heading}
        <p className="status" part="status" role="status">{t('OneClickSubscribe_Subscribed', { title })}</p>
        {manageUrl && <a className="manage" part="manage" href={manageUrl}>{t('OneClickSubscribe_Manage')}</a>}
      </section>
    );
  }

  if (reader) {
    const { status } = add.state.value;
    return (
      <section className="one-click" part="base" aria-labelledby={headingId}>
        {Heading}
        <p className="status" part="status">{t('OneClickSubscribe_Offer', { title })}</p>
        {status === 'error' && <p className="status mck-error" part="error-message" role="alert">{hostText('Common_GenericError')}</p>}
        <button type="button" className="primary" part="subscribe" aria-disabled={status === 'loading'}
          onClick={async () => { if (status !== 'loading' && await add.run(alertCode)) goToThanks(); }}>
          {t('OneClickSubscribe_Subscribe')}
        </button>
      </section>
    );
  }

  return (
    <Form form={form} className="one-click" part="base" labelledBy={headingId} onSuccess={goToThanks}>
      {Heading}
      <p className="status" part="status">{t('OneClickSubscribe_Offer', { title })}</p>
      <FormMessages />
      <TextField name="email" type="email" label={t('OneClickSubscribe_Email')} autoComplete="email" />
      <CaptchaSlot />
      <SubmitButton className="primary">{t('OneClickSubscribe_Subscribe')}</SubmitButton>
    </Form>
  );
}
