import {
  ACCOUNT_PATHS, AccountUserResponse, ProfileResponse, type Profile,
} from '../../core/contracts/account.js';
import type { User } from '../../core/contracts/user.js';
import { PatchUserResponse, type ProfilePatch } from '../../core/contracts/user-patch.js';
import { request } from '../../core/session/http.js';
import { userPath } from '../../core/session/user-client.js';

/** A§7 "fetch current profile": the values the User record lacks (function, country). */
export async function fetchProfile(userId: string, signal: AbortSignal): Promise<Profile> {
  return (await request('user', ACCOUNT_PATHS.profile(userId), { signal, schema: ProfileResponse })).data;
}

/** PATCH {user}/v2/users/{userId} with the profile (A§7); the answer is the updated user. */
export async function saveProfile(userId: string, patch: ProfilePatch, signal: AbortSignal): Promise<User> {
  return (await request('user', userPath(userId), { method: 'PATCH', json: patch, signal, schema: PatchUserResponse })).data;
}

export async function unlinkSocialLogin(userId: string, provider: string): Promise<User> {
  const answer = await request('user', ACCOUNT_PATHS.unlinkSocialLogin(userId), {
    method: 'POST', json: { socialLoginIdpName: provider }, schema: AccountUserResponse,
  });
  return answer.data;
}

export async function createPassword(userId: string, password: string): Promise<User> {
  const answer = await request('user', ACCOUNT_PATHS.createPassword(userId), { method: 'POST', json: { password }, schema: AccountUserResponse });
  return answer.data;
}
