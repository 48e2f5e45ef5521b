import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { LoginResponse } from '../../../core/contracts/auth.js';
import type { ServiceDeps } from '../deps.js';
import { fail, respond } from '../http.js';
import { authRateLimit } from '../rate-limit.js';
import { setTokenHeaders, userAuthorization } from './authorize.js';
import { findUserById } from './queries.js';

/** The demo stand-in's path under {user}. */
export const DEMO_SOCIAL_ACCOUNT_PATH = '/demo/social-accounts';

/**
 * Demo only: a stand-in for signing up through a social identity provider, which the demo has not.
 * POST {user}/demo/social-accounts makes a new account linked to Google only, without a password
 * (`social-<random>@example.com`), and signs it in (tokens in the headers, the user in the body,
 * like sign-in). It lets a person or an end-to-end test reach the create-password path of
 * unlinking (A§4) again and again without changing the seeded accounts. Rate limited like sign-in.
 */
export function demoSocialAccountRoutes(deps: ServiceDeps) {
  const { db } = deps;
  const { tokens } = userAuthorization(deps);
  const app = new Hono();
  app.post(DEMO_SOCIAL_ACCOUNT_PATH, authRateLimit(deps), async (c) => {
    const id = randomUUID();
    const email = `social-${randomBytes(6).toString('hex')}@example.com`;
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, country, social_login_idps)
       VALUES ($1, $2, NULL, 'Sasha', 'Social', 'US', 'Google')`,
      [id, email],
    );
    const user = await findUserById(db, id);
    if (!user) fail(500, 'The demo account vanished.');
    setTokenHeaders(c, await tokens.issueForSignIn(id));
    return respond(c, LoginResponse, { data: user });
  });
  return app;
}
