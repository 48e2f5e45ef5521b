import { ACCOUNT_PATHS, ResetPasswordResponse } from '../../core/contracts/account.js';
import type { User } from '../../core/contracts/user.js';
import { request } from '../../core/session/http.js';
import { signIn } from '../../core/session/session.js';

/** The reset link's parameters (A§2 "reads token and uid from the URL"); null when one is missing. */
export function resetLinkOf(search: string): { token: string; uid: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim();
  const uid = params.get('uid')?.trim();
  return token && uid ? { token, uid } : null;
}

/**
 * A§7: POST {user}/v2/users/reset-password `{password, token, encEmailId}`, then sign in with the
 * email of the answer through the session core (which stores the tokens and publishes signed-in).
 */
export async function resetAndSignIn(link: { token: string; uid: string }, password: string, signal: AbortSignal): Promise<User> {
  const answer = await request('user', ACCOUNT_PATHS.resetPassword, {
    method: 'POST', json: { password, token: link.token, encEmailId: link.uid }, auth: false, signal, schema: ResetPasswordResponse,
  });
  return signIn(answer.data.email, password);
}
