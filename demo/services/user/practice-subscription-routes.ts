import { Hono } from 'hono';
import {
  PracticeSubscriptionRequest, PracticeSubscriptionResponse, REGISTRATION_PATHS,
} from '../../../core/contracts/registration.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { subscribeUser } from '../subscriptions/queries.js';
import { jsonBody, userAuthorization } from './authorize.js';
import { practiceAlert } from './practice-alerts.js';
import { findUserById } from './queries.js';

const ROUTE_PARAM = ':userId';

/**
 * POST {user}/v2/users/{userId}/practice-subscription `{practiceCode}` (A§7 "subscribe to
 * practice", A§4 after a sign-up): adds the practice's alert (practice-alerts.ts) to the signed-in
 * user's subscriptions and answers them all. Idempotent: subscribing again changes nothing. 401
 * without a valid access token, 403 for another user's path, 404 for a practice without an alert.
 */
export function practiceSubscriptionRoutes(deps: ServiceDeps) {
  const { db } = deps;
  const { authorizedUserId } = userAuthorization(deps);
  const app = new Hono();
  const path = REGISTRATION_PATHS.practiceSubscription(ROUTE_PARAM).replace(encodeURIComponent(ROUTE_PARAM), ROUTE_PARAM);

  app.post(path, requireContentType('application/json'), async (c) => {
    const userId = await authorizedUserId(c);
    const { practiceCode } = parseRequest(PracticeSubscriptionRequest, await jsonBody(c));
    const alert = practiceAlert(practiceCode.slice(0, 100));
    if (!alert) fail(404, 'This practice has no alert to subscribe to.');
    await subscribeUser(db, userId, [alert]);
    const user = await findUserById(db, userId);
    if (!user) fail(404, 'No such user.');
    return respond(c, PracticeSubscriptionResponse, { data: { subscriptions: user.subscriptions } });
  });
  return app;
}
