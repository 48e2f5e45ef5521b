import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { signInPromptUrl } from '../../core/kits/account/index.js';
import { getConfig } from '../../core/page/config.js';
import { navigateTo } from '../../core/page/navigation.js';
import { expired, reLoginRequiredForSensitiveData, session, sessionPending } from '../../core/session/session.js';

/**
 * A§2/A§6: the profile is a protected page wherever a template prints it (the account kit's
 * useProtectedPage guards only the paths named edit_profile and the like). Once the session check
 * is over, a visitor who is anonymous, expired or needs a fresh sign-in for sensitive data goes to
 * the sign-in prompt `{homePath}#/signin_prompt/{encoded path}` (the kit's URL; the auth router
 * that will show the prompt is not built yet), through core's navigation check, unless `redirect`
 * is off. Returns whether the profile may show now.
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
