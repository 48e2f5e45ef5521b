import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { getConfig } from '../../page/config.js';
import { navigateTo } from '../../page/navigation.js';
import { expired, reLoginRequiredForSensitiveData, session, sessionPending } from '../../session/session.js';
import { protectedPageRedirect } from './protected-page.js';

/**
 * Sends the visitor of a protected account page to the sign-in prompt when the shared session
 * says they may not see it (protected-page.ts). Every account widget calls it, so the page is
 * guarded whichever of them the template printed; the first to run navigates. Returns whether the
 * widget may show the reader's data now (false while the check runs and while leaving).
 */
export function useProtectedPage(source: string): boolean {
  useSignals();
  const view = {
    pending: sessionPending.value,
    session: session.value,
    expired: expired.value,
    reLoginRequired: reLoginRequiredForSensitiveData.value,
  };
  const target = typeof location === 'undefined'
    ? null
    : protectedPageRedirect(location.pathname, location.search, view, getConfig()?.homePath ?? '/');
  useEffect(() => {
    if (target) navigateTo(target, source);
  }, [target, source]);
  return !view.pending && !target;
}
