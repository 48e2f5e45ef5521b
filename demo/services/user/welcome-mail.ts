import type { Queryable } from '../../db/db.js';
import { sendMail } from '../outbox/outbox.js';
import { ACCOUNT_PATH } from '../../server/site-routes.js';

/** The outbox kind of the mail every new account gets (tests and /demo/outbox read it). */
export const WELCOME_MAIL_KIND = 'welcome';

/**
 * The welcome mail of a new account: plain text, the account page as an absolute URL on its own
 * line. An account without a password (single sign-on, known email) is told how it signs in.
 */
export async function sendWelcomeMail(db: Queryable, publicOrigin: string, to: { email: string; firstName: string; signsInWith: string | null; hasPassword: boolean }) {
  const howToSignIn = to.hasPassword
    ? 'Sign in with this email address and the password you chose.'
    : to.signsInWith
      ? `Sign in with ${to.signsInWith}.`
      : 'To sign in with a password, choose one with "Forgot password" on the sign-in page.';
  await sendMail(db, {
    to: to.email,
    subject: 'Welcome: your account is ready',
    kind: WELCOME_MAIL_KIND,
    body: [`Hello ${to.firstName},`, '', 'Thank you for creating an account.', howToSignIn, '', 'Your account:',
      `${publicOrigin}${ACCOUNT_PATH}`].join('\n'),
  });
}
