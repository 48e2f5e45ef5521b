import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-regwall>` with their English defaults. */
export const regwallStrings = defineStrings({
  Regwall_DefaultHeading: 'Register to keep reading',
  Regwall_Continue: 'Continue',
  Regwall_GetStarted: 'Get Started',
  Regwall_Register: 'Register',
  Regwall_GoToHome: 'Go to the home page',
  Regwall_EditorNote: 'Registration wall ({mode}): signed-out readers see it; it never blocks in editor mode.',
});
export const { t } = regwallStrings;
