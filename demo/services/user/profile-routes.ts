import { Hono } from 'hono';
import type { User } from '../../../core/contracts/user.js';
import { PatchUserResponse, ProfilePatch, SubscriptionsPatch } from '../../../core/contracts/user-patch.js';
import { ACCOUNT_CODES, ACCOUNT_PATHS, JOB_TITLE_MAX, ProfileResponse, isEmailLocked } from '../../../core/contracts/account.js';
import {
  EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, NAME_PATTERN, ORGANIZATION_MAX, isEmail, isStrongPassword,
} from '../../../core/contracts/user-fields.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { clip, fail, parseRequest, respond } from '../http.js';
import { jsonBody, userAuthorization } from './authorize.js';
import { hashPassword } from './passwords.js';
import { findUserById, revokeOtherSessions } from './queries.js';
import {
  emailTakenByOther, findProfile, lookupCodeExists, replaceSubscriptions, setPasswordHash, updateProfile,
} from './account-queries.js';

/** A subscriptions body names at most this many codes (the catalogue is far smaller). */
export const MAX_SUBSCRIPTIONS = 200;
/** Longest alert code accepted. */
export const MAX_ALERT_CODE_LENGTH = 64;

const length = (s: string) => Array.from(s).length;

function checkName(value: string, field: string, max: number) {
  if (!value) fail(400, `Invalid request: ${field} is required.`);
  if (length(value) > max) fail(400, `Invalid request: ${field} can be at most ${max} characters.`);
  if (!NAME_PATTERN.test(value)) fail(400, `Invalid request: ${field} has characters a name cannot have.`);
}

function checkSubscriptionCodes(codes: readonly string[]): string[] {
  if (codes.length > MAX_SUBSCRIPTIONS) fail(400, `Invalid request: at most ${MAX_SUBSCRIPTIONS} subscriptions.`);
  const trimmed = codes.map((code) => code.trim());
  if (trimmed.some((code) => code === '' || code.length > MAX_ALERT_CODE_LENGTH)) {
    fail(400, `Invalid request: each subscription code is 1 to ${MAX_ALERT_CODE_LENGTH} characters.`);
  }
  return [...new Set(trimmed)];
}

/**
 * PATCH {user}/v2/users/{userId} (A§7): either the profile fields (ProfilePatch) or the whole
 * subscription set (SubscriptionsPatch: `{Subscriptions}` replaces the user's set). The body
 * that has a `Subscriptions` key is the subscriptions one. The profile is checked with the form
 * kit's own rules (names, email, lengths, password strength with the email); lookups must name
 * codes of the lists; an empty title, company, function or country clears it. Codes
 * (ACCOUNT_CODES): 1002 email taken, 6012 email locked, 6011 password refused. A new password ends
 * every other session of the account. Answers the updated user.
 * GET {user}/v2/users/{userId}/profile answers the form's current values (A§7 "fetch current profile").
 */
export function profileRoutes(deps: ServiceDeps) {
  const { db } = deps;
  const { authorizedSession } = userAuthorization(deps);
  const app = new Hono();

  async function saveProfile(user: User, patch: ProfilePatch, sessionId: string) {
    const firstName = patch.firstName.trim();
    const lastName = patch.lastName.trim();
    const email = patch.email.trim();
    checkName(firstName, 'firstName', FIRST_NAME_MAX);
    checkName(lastName, 'lastName', LAST_NAME_MAX);
    if (length(email) > EMAIL_MAX || !isEmail(email)) fail(400, 'Invalid request: email is not a valid address.');
    const title = patch.title.trim();
    const company = patch.company.trim();
    if (length(title) > JOB_TITLE_MAX) fail(400, `Invalid request: title can be at most ${JOB_TITLE_MAX} characters.`);
    if (length(company) > ORGANIZATION_MAX) fail(400, `Invalid request: company can be at most ${ORGANIZATION_MAX} characters.`);
    const businessFunction = patch.businessFunction.trim();
    const country = patch.country.trim();
    if (businessFunction && !(await lookupCodeExists(db, 'function', businessFunction))) {
      fail(400, `Invalid request: no business function "${clip(businessFunction, 20)}".`);
    }
    if (country && !(await lookupCodeExists(db, 'country', country))) fail(400, `Invalid request: no country "${clip(country, 20)}".`);
    const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
    if (emailChanged && isEmailLocked(user)) {
      fail(409, 'This account signs in through a social provider: its email cannot change here.', ACCOUNT_CODES.EMAIL_LOCKED);
    }
    if (emailChanged && (await emailTakenByOther(db, email, user.id))) {
      fail(409, 'Another account uses this email.', ACCOUNT_CODES.EMAIL_TAKEN);
    }
    if (patch.password !== undefined && !isStrongPassword(patch.password, email)) {
      fail(400, 'The password is too weak.', ACCOUNT_CODES.PROFILE_PASSWORD_REFUSED);
    }
    const passwordHash = patch.password === undefined ? null : await hashPassword(patch.password);
    await db.transaction(async (tx) => {
      await updateProfile(tx, user.id, {
        firstName, lastName, email,
        title: title || null, company: company || null,
        businessFunction: businessFunction || null, country: country || null,
      });
      if (passwordHash) {
        await setPasswordHash(tx, user.id, passwordHash);
        await revokeOtherSessions(tx, user.id, sessionId); // the caller stays signed in, everyone else is out
      }
    });
  }

  app.patch('/v2/users/:userId', requireContentType('application/json'), async (c) => {
    const { userId, sessionId } = await authorizedSession(c);
    const body = await jsonBody(c);
    const user = await findUserById(db, userId);
    if (!user) fail(404, 'No such user.');
    if (body && typeof body === 'object' && 'Subscriptions' in body) {
      const codes = checkSubscriptionCodes(parseRequest(SubscriptionsPatch, body).Subscriptions);
      await db.transaction((tx) => replaceSubscriptions(tx, userId, codes));
    } else {
      await saveProfile(user, parseRequest(ProfilePatch, body), sessionId);
    }
    return respond(c, PatchUserResponse, { data: await findUserById(db, userId) });
  });

  // GET {user}/v2/users/{userId}/profile: the form's values, with the function and country codes
  // the User record does not carry.
  app.get(ACCOUNT_PATHS.profile(':userId').replace(encodeURIComponent(':userId'), ':userId'), async (c) => {
    const profile = await findProfile(db, (await authorizedSession(c)).userId);
    return respond(c, ProfileResponse, { data: profile ?? fail(404, 'No such user.') });
  });

  return app;
}
