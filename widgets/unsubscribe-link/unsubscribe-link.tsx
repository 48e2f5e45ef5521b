import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { t as hostText } from '../../core/host/host.strings.js';
import { useAsync, useResource } from '../../core/kits/async/index.js';
import { linkParameters } from '../../core/kits/subscriptions/index.js';
import { t, type unsubscribeLinkAttributes } from './unsubscribe-link.api.js';
import { titlesOf, unsubscribeByLink } from './unsubscribe-link.calls.js';

/** The link's parameters: the attributes when set, else the page URL's (A§2 unsubscribe page). */
function useLink(subcode: string, eid: string) {
  return useMemo(() => (subcode || eid
    ? linkParameters(`?${new URLSearchParams({ subcode, eid })}`)
    : linkParameters(location.search)), [subcode, eid]);
}

export function UnsubscribeLink({ host, heading, headingLevel, subcode, eid }: WidgetProps<typeof unsubscribeLinkAttributes>) {
  useSignals();
  const link = useLink(subcode, eid);
  const titles = useAsync(titlesOf, link?.codes ?? null);
  const unsubscribe = useResource(unsubscribeByLink, { isEmpty: () => false });
  const { status } = unsubscribe.state.value;
  const message = useRef<HTMLParagraphElement>(null);

  // The button goes away after the call: focus moves to the answer, not to the page's start.
  useEffect(() => {
    if (status === 'ready' || status === 'error') message.current?.focus();
  }, [status]);

  const state = !link ? 'incomplete' : status === 'waiting' ? 'confirm' : status === 'loading' ? 'working' : status === 'ready' ? 'success' : 'error';
  const named = titles.data?.length ? t('UnsubscribeLink_Question', { titles: titles.data.join(', ') }) : t('UnsubscribeLink_QuestionUnnamed');
  const text = {
    incomplete: t('UnsubscribeLink_Incomplete'),
    confirm: named,
    working: t('UnsubscribeLink_Working'),
    success: t('UnsubscribeLink_Success'),
    error: hostText('Common_GenericError'), // A§8: unsubscribe failure is the generic error
  }[state];

  return (
    <section className="unsubscribe-link" part="base" data-state={state} aria-busy={state === 'working'}>
      {createElement(`h${headingLevel}`, { className: 'heading', part: 'heading' }, heading || t('UnsubscribeLink_Heading'))}
      <p className={state === 'error' || state === 'incomplete' ? 'message mck-error' : 'message'} part="message" role="status" tabIndex={-1} ref={message}>{text}</p>
      {link && (state === 'confirm' || state === 'working') && (
        <button type="button" className="confirm" part="confirm" aria-disabled={state === 'working'}
          onClick={async () => {
            if (state !== 'confirm') return;
            const codes = await unsubscribe.run(link);
            if (codes) fire(host, 'mck-unsubscribe-link-done', { codes });
          }}>
          {t('UnsubscribeLink_Confirm')}
        </button>
      )}
    </section>
  );
}
