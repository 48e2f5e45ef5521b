import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { getConfig } from '../../page/config.js';
import { navigateTo } from '../../page/navigation.js';
import { expired, reLoginRequiredForSensitiveData, session, sessionPending } from '../../session/session.js';
import { accountAllowed, protectedPageRedirect, signInPromptUrl } from './protected-page.js';

/** The sign-in prompt carrying this page (a 401 on an account call sends the reader there, A§7). */
export const signInPromptForThisPage = () => signInPromptUrl(location.pathname + location.search, getConfig()?.homePath);

/**
 * Sends the visitor of a protected account page to the sign-in prompt when the shared session
 * says they may not see it (protected-page.ts). Every account widget calls it, so the page is
 * guarded whichever of them the template printed; the first to run navigates. `anywhere`: the
 * widget is protected on any page, not only on the protected paths. Returns whether the widget may
 * show the reader's data now (false while the check runs, when signed out and while leaving).
 */
export function useProtectedPage(source: string, { anywhere = false }: { anywhere?: boolean } = {}): boolean {
  useSignals();
  const view = {
    pending: sessionPending.value,
    session: session.value,
    expired: expired.value,
    reLoginRequired: reLoginRequiredForSensitiveData.value,
  };
  const target = typeof location === 'undefined'
    ? null
    : protectedPageRedirect(location.pathname, location.search, view, getConfig()?.homePath ?? '/', anywhere);
  useEffect(() => {
    if (target) navigateTo(target, source);
  }, [target, source]);
  return accountAllowed(view) && !target;
}
