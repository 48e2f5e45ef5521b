import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-consent>` with their English defaults. */
export const consentStrings = defineStrings({
  Consent_Heading: 'Cookie consent',
  Consent_Intro: 'We use cookies to run this site and, with your consent, to measure its use, remember your settings and show relevant advertising.',
  Consent_Necessary: 'Strictly necessary (always on)',
  Consent_Performance: 'Performance',
  Consent_Functional: 'Functional',
  Consent_Marketing: 'Marketing',
  Consent_CaliforniaNote: 'Marketing cookies are off for visitors in California.',
  Consent_AcceptAll: 'Accept all',
  Consent_RejectAll: 'Reject all',
  Consent_Save: 'Save choices',
  Consent_Settings: 'Cookie settings',
  Consent_Saved: 'Your cookie choices were saved.',
  Consent_EditorOff: 'Consent and third-party scripts are off in page-editing mode.',
  Consent_Privacy: 'Privacy policy',
});
export const { t } = consentStrings;
