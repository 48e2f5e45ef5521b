import { Hono } from 'hono';
import {
  SUBSCRIBE_CAPTCHA_HEADER, SUBSCRIPTION_LIST_PATH, SubscribeByEmailRequest, SubscribeByLinkRequest, SubscribeResponse,
  SubscriptionListResponse, UnsubscribeRequest, UnsubscribeResponse,
} from '../../../core/contracts/subscriptions.js';
import { SERVICE_PATHS } from '../config/page-config.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { clip, fail, parseRequest, respond } from '../http.js';
import { authRateLimit } from '../rate-limit.js';
import { jsonBody } from '../user/authorize.js';
import { storedUserIdCipher } from './encrypted-id.js';
import { demoLinks, demoLinksPage } from './demo-links.js';
import {
  subscribeEmail, subscribeUser, subscriptionCatalogue, unknownCodes, unsubscribeUser, userExists, userIdByEmail,
} from './queries.js';

const USER = SERVICE_PATHS.user;
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;
/**
 * A link id the demo answers with a 503, so the galleries and e2e tests can show the subscribe
 * page's api-error outcome against the real service (a store that is down).
 */
export const DEMO_FAILING_USER_ID = 'demo-store-unavailable';

/**
 * The subscription calls (A§7), under the user service's URL so the widgets need no other
 * configured service: GET {user}/v1/sitecore/api/subscriptions/list (the catalogue),
 * POST {user}/v2/subscribe (an email with a captcha, or a link's encrypted user id) and
 * POST {user}/v2/unsubscribe (a link's encrypted user id). Saving a signed-in reader's whole set
 * is the user service's PATCH /v2/users/{id}. Also GET /demo/subscription-links: each demo
 * account's subscribe and unsubscribe links, the mail a real newsletter would carry them in.
 * Mounted at the app's root because it spans the user service and a demo page.
 */
export function subscriptionRoutes(deps: ServiceDeps) {
  const { db, settings } = deps;
  const app = new Hono();
  // Read (or created) on first use, not when the app is built: apps without a database exist in tests.
  let stored: ReturnType<typeof storedUserIdCipher> | undefined;
  const cipher = () => (stored ??= storedUserIdCipher(db));

  const checkCodes = async (codes: readonly string[]) => {
    const unknown = await unknownCodes(db, codes);
    if (unknown.length) fail(400, clip(`Invalid request: no subscription ${unknown.join(', ')}.`));
  };

  app.get(`${USER}${SUBSCRIPTION_LIST_PATH}`, async (c) => {
    const language = c.req.query('language') ?? 'en';
    if (!LANGUAGE.test(language)) fail(400, 'Invalid request: language is not a language code.');
    return respond(c, SubscriptionListResponse, { data: { subscriptions: await subscriptionCatalogue(db, language) } });
  });

  app.post(`${USER}/v2/subscribe`, authRateLimit(deps), requireContentType('application/json'), async (c) => {
    const body = await jsonBody(c);
    if (typeof body === 'object' && body !== null && 'encUserId' in body) {
      const request = parseRequest(SubscribeByLinkRequest, body);
      if (request.encUserId === DEMO_FAILING_USER_ID) fail(503, 'The subscription store is unavailable.');
      await checkCodes(request.subscriptions);
      const userId = (await cipher()).decrypt(request.encUserId);
      // A§8 user-not-found: an id that names nobody answers both lists empty.
      const result = userId && await userExists(db, userId)
        ? await subscribeUser(db, userId, request.subscriptions)
        : { existingSubscriptions: [], newSubscriptions: [] };
      return respond(c, SubscribeResponse, { data: result });
    }
    // Anonymous: the demo has no captcha provider to ask, so it refuses only a missing token.
    if (!c.req.header(SUBSCRIBE_CAPTCHA_HEADER)?.trim()) fail(400, `Invalid request: the ${SUBSCRIBE_CAPTCHA_HEADER} header is missing.`);
    const request = parseRequest(SubscribeByEmailRequest, body);
    await checkCodes(request.subscriptions);
    const userId = await userIdByEmail(db, request.email);
    const result = userId
      ? await subscribeUser(db, userId, request.subscriptions)
      : await subscribeEmail(db, request.email, request.subscriptions);
    return respond(c, SubscribeResponse, { data: result });
  });

  app.post(`${USER}/v2/unsubscribe`, authRateLimit(deps), requireContentType('application/json'), async (c) => {
    const request = parseRequest(UnsubscribeRequest, await jsonBody(c));
    await checkCodes(request.Subscriptions);
    const userId = (await cipher()).decrypt(request.UserId);
    if (!userId || !(await userExists(db, userId))) fail(404, 'No such subscriber.');
    return respond(c, UnsubscribeResponse, { data: { unsubscribed: await unsubscribeUser(db, userId, request.Subscriptions) } });
  });

  app.get('/demo/subscription-links', async (c) => c.html(demoLinksPage(await demoLinks(db, await cipher(), settings.publicOrigin))));
  app.get('/demo/subscription-links.json', async (c) => c.json({ accounts: await demoLinks(db, await cipher(), settings.publicOrigin) }));

  return app;
}
