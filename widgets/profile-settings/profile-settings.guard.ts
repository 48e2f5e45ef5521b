import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { getConfig } from '../../core/page/config.js';
import { navigateTo } from '../../core/page/navigation.js';
import { expired, reLoginRequiredForSensitiveData, session, sessionPending } from '../../core/session/session.js';

/**
 * The sign-in prompt carrying the page (A§2 "signin_prompt/{encodedPath}"), on the home page. The
 * auth router that will show the prompt is not built yet; it will own this route.
 */
export const signInPromptUrl = (pagePath: string, homePath = '/') => `${homePath}#/signin_prompt/${encodeURIComponent(pagePath)}`;

/**
 * A§2/A§6: the profile is a protected page. Once the session check is over, a visitor who is
 * anonymous, expired or needs a fresh sign-in for sensitive data goes to the sign-in prompt
 * (through core's navigation check), unless `redirect` is off. Returns whether the profile may show now.
 */
export function useSignedInOnly(redirect: boolean): boolean {
  useSignals();
  const pending = sessionPending.value;
  const allowed = session.value && !expired.value && !reLoginRequiredForSensitiveData.value;
  const leave = redirect && !pending && !allowed;
  useEffect(() => {
    if (leave) navigateTo(signInPromptUrl(location.pathname + location.search, getConfig()?.homePath ?? '/'), '[mck-profile-settings] sign-in prompt');
  }, [leave]);
  return !pending && allowed;
}
