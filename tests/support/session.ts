// The page-wide session state a new page starts with: signed out, nothing expired or flagged.
import {
  expired, practiceUser, premium, reLoginRequiredForSensitiveData, session, sessionPending, signedInDuringPage, user,
} from '../../core/session/session.js';

/** Puts core's session signals back to a new page's (signed out, no flags). */
export function resetSessionSignals(): void {
  session.value = false;
  user.value = null;
  expired.value = false;
  reLoginRequiredForSensitiveData.value = false;
  signedInDuringPage.value = false;
  sessionPending.value = false;
  premium.value = false;
  practiceUser.value = false;
}
