import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useAsync } from '../../core/kits/async/index.js';
import { linkParameters } from '../../core/kits/subscriptions/index.js';
import { emit } from '../../core/page/events.js';
import { type subscribeLinkAttributes, t } from './subscribe-link.api.js';
import { serverMessageOf, subscribeFromLink, type LinkResult } from './subscribe-link.calls.js';

/** The link's parameters: the attributes when set, else the page URL's (A§2 subscribe page). */
function useLink(subcode: string, eid: string, cid: string) {
  return useMemo(() => (subcode || eid
    ? linkParameters(`?${new URLSearchParams({ subcode, eid, cid })}`)
    : linkParameters(location.search)), [subcode, eid, cid]);
}

const list = (titles: string[]) => titles.join(', ');

function resultText(result: LinkResult): string {
  switch (result.kind) {
    case 'success': return t('SubscribeLink_Success', { titles: list(result.titles) });
    case 'already': return t('SubscribeLink_Already', { titles: list(result.titles) });
    case 'user-not-found': return t('SubscribeLink_UserNotFound');
    case 'sub-not-found': return t('SubscribeLink_SubNotFound');
  }
}

/** The states that tell of a failure: their message is the house error note. */
const FAILED = new Set(['user-not-found', 'sub-not-found', 'empty-code', 'api-error', 'server-message']);

export function SubscribeLink({ heading, headingLevel, subcode, eid, cid }: WidgetProps<typeof subscribeLinkAttributes>) {
  useSignals();
  const link = useLink(subcode, eid, cid);
  const call = useAsync(subscribeFromLink, link);
  const result = call.status === 'ready' ? call.data : undefined;

  // Other widgets (a header, a rail) learn of the new subscription (A§4 subscription-added).
  useEffect(() => {
    if (result?.kind === 'success') emit('subscription-added', { codes: result.newCodes });
  }, [result]);

  let state: string;
  let text: string;
  if (!link) [state, text] = ['empty-code', t('SubscribeLink_EmptyCode')];
  else if (result) [state, text] = [result.kind, resultText(result)];
  else if (call.status === 'error') {
    const message = serverMessageOf(call.outcome);
    [state, text] = message ? ['server-message', message] : ['api-error', t('SubscribeLink_ApiError')];
  } else [state, text] = ['loading', t('SubscribeLink_Loading')];

  return (
    <section className="subscribe-link" part="base" data-state={state} aria-busy={state === 'loading'}>
      {createElement(`h${headingLevel}`, { className: 'heading', part: 'heading' }, heading || t('SubscribeLink_Heading'))}
      <p className={FAILED.has(state) ? 'message mck-error' : 'message'} part="message" role="status">{text}</p>
    </section>
  );
}
