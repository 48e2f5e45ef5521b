import { useEffect, useId, useState } from 'react';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '../../core/contracts/social-login.js';
import { completeSocialSignIn, startSocialSignIn, type SocialOutcome } from '../../core/kits/social-login/index.js';
import { t } from './signin.api.js';

/** Names `<mck-signin>` in the console messages of the social sign-in. */
const CALLER = '[mck-signin] social login';

/**
 * The return from the identity provider, if this page load is one: finished once per page (the
 * kit shares the run with any other caller), and what came of it when it did not sign in.
 */
export function useSocialReturn(): SocialOutcome['kind'] | null {
  const [outcome, setOutcome] = useState<SocialOutcome['kind'] | null>(null);
  useEffect(() => {
    let mounted = true;
    void completeSocialSignIn(CALLER).then((result) => {
      if (result.kind === 'failed') console.warn(`${CALLER} did not sign in.`, result.error);
      if (mounted) setOutcome(result.kind);
    });
    return () => { mounted = false; };
  }, []);
  return outcome;
}

interface SocialButtonsProps {
  providers: readonly SocialProviderId[];
  returnTo: string;
  source: string;
  outcome: SocialOutcome['kind'] | null;
}

/** "Or sign in with": a button per configured provider, and what came of the last try. */
export function SocialButtons({ providers, returnTo, source, outcome }: SocialButtonsProps) {
  const headingId = useId();
  const [leaving, setLeaving] = useState<SocialProviderId | null>(null);
  // Back from the provider's page through the browser's back/forward cache, the page comes back as
  // it was left: busy. The buttons work again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => { if (event.persisted) setLeaving(null); };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const start = async (provider: SocialProviderId) => {
    if (leaving) return;
    setLeaving(provider);
    // Stays on the page only when the navigation was refused (said on the console).
    if (!(await startSocialSignIn(provider, { caller: CALLER, returnTo, source }))) setLeaving(null);
  };
  return (
    <div className="social" part="social" role="group" aria-labelledby={headingId}>
      <p className="social-heading" id={headingId}>{t('SignIn_SocialHeading')}</p>
      {outcome === 'failed' && <p className="mck-error" part="social-message" role="alert">{t('SignIn_SocialFailed')}</p>}
      {outcome === 'cancelled' && <p part="social-message" role="status">{t('SignIn_SocialCancelled')}</p>}
      <ul>
        {providers.map((id) => (
          <li key={id}>
            <button
              type="button" className="secondary" part="social-button" data-provider={id}
              aria-busy={leaving === id ? 'true' : undefined} aria-disabled={leaving ? 'true' : undefined}
              onClick={() => void start(id)}
            >
              {t('SignIn_WithProvider', { provider: SOCIAL_PROVIDERS[id].name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
