import { t } from './registration.strings.js';

/** The privacy policy page the sign-up forms link to (A§2 "/privacy-policy (linked from the sign-up form)"). */
export const PRIVACY_POLICY_PATH = '/privacy-policy';

/** "By creating an account you agree to our privacy policy", the link in the translated sentence where `{link}` is. */
export function PrivacyText() {
  const [before, after = ''] = t('RegistrationForm_Privacy').split('{link}');
  return (
    <p className="mck-privacy" part="privacy">
      {before}<a href={PRIVACY_POLICY_PATH} part="privacy-link">{t('RegistrationForm_PrivacyLink')}</a>{after}
    </p>
  );
}
