import { Hono } from 'hono';
import type { Db } from '../db/db.js';
import { clip, errorResponse, fail } from '../services/http.js';
import { corsForAllowedOrigins, requestGuards } from '../services/edge.js';
import type { ClientKey } from '../services/rate-limit.js';
import { settingsFromEnv, type ServiceSettings } from '../services/settings.js';
import { SERVICE_PATHS } from '../services/config/page-config.js';
import { userRoutes } from '../services/user/routes.js';
import { accountRoutes } from '../services/user/account-routes.js';
import { registrationRoutes } from '../services/user/registration-routes.js';
import { practiceSubscriptionRoutes } from '../services/user/practice-subscription-routes.js';
import { companyLookupRoutes } from '../services/lookups/company-routes.js';
import { lookupRoutes } from '../services/lookups/routes.js';
import { cmsRoutes } from '../services/cms/routes.js';
import { videoRoutes } from '../services/video/routes.js';
import { configRoutes } from '../services/config/routes.js';
import { searchRoutes } from '../services/search/routes.js';
import { jobRoutes } from '../services/jobs/routes.js';
import { shortLinkRoutes } from '../services/short-link/routes.js';
import { pdfFileRoutes } from '../services/pdf-files/routes.js';
import { geoRoutes } from '../services/geo/routes.js';
import { thirdPartyRoutes } from '../services/third-party/routes.js';
import { audioHostRoutes } from '../services/third-party/audio-routes.js';
import { insightsGridRoutes } from '../services/insights-grid/routes.js';
import { officeRoutes } from '../services/offices/routes.js';
import { quizRoutes } from '../services/quiz/routes.js';
import { blogRoutes } from '../services/blog/routes.js';
import { profileRoutes } from '../services/profiles/routes.js';
import { eventRoutes } from '../services/events/routes.js';
import { outboxRoutes } from '../services/outbox/routes.js';
import { savedArticleRoutes } from '../services/saved-articles/routes.js';
import { subscriptionRoutes } from '../services/subscriptions/routes.js';
import { contactRoutes } from '../services/contact/routes.js';
import { idpRoutes } from '../services/idp/routes.js';
import { socialSignInRoutes } from '../services/user/social-sign-in-routes.js';
import { distAssets } from './static-assets.js';
import { siteRoutes } from './site-routes.js';
import { DEFAULT_SITE_SOURCES, type SiteSources } from './paths.js';

export interface AppOptions {
  db: Db;
  /** Default: from the environment. */
  settings?: ServiceSettings;
  /** Default: the repository's dist/, widgets/, demo/pages/ and docs/widgets.md. */
  sources?: Partial<SiteSources>;
  /** Who a request counts against in rate limits. Default: the connection's peer address. */
  clientKey?: ClientKey;
}

/** The whole demo server as a Hono app: tests call `app.request()` on it without listening. */
export function createApp({ db, settings = settingsFromEnv(), sources, clientKey }: AppOptions) {
  const site = { ...DEFAULT_SITE_SOURCES, ...sources };
  const deps = { db, settings, ...(clientKey ? { clientKey } : {}) };
  const app = new Hono({ strict: false }); // `/api/config` and `/api/config/` alike
  app.onError(errorResponse);

  // The edge: CORS for the allowed page origins, then size and hostile-body checks (demo/services/edge.ts).
  app.use('/api/*', corsForAllowedOrigins(settings.allowedOrigins));
  app.use('/api/*', requestGuards(settings));
  app.route(SERVICE_PATHS.user, userRoutes(deps));
  app.route(SERVICE_PATHS.user, savedArticleRoutes(deps)); // saved articles and ratings (A§7)
  app.route(SERVICE_PATHS.user, accountRoutes(deps)); // PATCH the user, password reset, unlink, create password
  app.route(SERVICE_PATHS.user, registrationRoutes(deps)); // POST /v2/users and /v2/users/known-email (registration)
  app.route(SERVICE_PATHS.user, practiceSubscriptionRoutes(deps)); // POST /v2/users/{id}/practice-subscription
  app.route(SERVICE_PATHS.user, companyLookupRoutes(deps)); // GET /v2/lookup/company?term (organization autocomplete)
  app.route(SERVICE_PATHS.user, socialSignInRoutes(deps)); // POST {user}/v2/auth/social: social and single sign-on
  app.route(SERVICE_PATHS.idp, idpRoutes(deps)); // the demo identity provider: {idp}/authorize, {idp}/token
  app.route(SERVICE_PATHS.lookups, lookupRoutes(deps));
  app.route(SERVICE_PATHS.cms, cmsRoutes());
  app.route(SERVICE_PATHS.video, videoRoutes(deps, SERVICE_PATHS.video));
  app.route(SERVICE_PATHS.search, searchRoutes(deps));
  app.route(SERVICE_PATHS.search, jobRoutes(deps)); // the job calls are the search service's too (D§7)
  app.route(SERVICE_PATHS.geo, geoRoutes());
  app.route(SERVICE_PATHS.article, insightsGridRoutes(deps)); // POST {article}/api/insightsgrid/articles
  app.route(SERVICE_PATHS.article, officeRoutes(deps)); // GET {article}/api/offices
  app.route(SERVICE_PATHS.article, eventRoutes(deps)); // POST {article}/careerevents/events, GET {article}/careerevents/facets
  app.route(SERVICE_PATHS.article, profileRoutes(deps)); // {article}/api/profiles/…: cards, a profile, its published work
  app.route(SERVICE_PATHS.article, blogRoutes(deps)); // GET {article}/blogs/{blog}/authors|tags|listing[/{entry}]
  app.route(SERVICE_PATHS.forms, quizRoutes(deps)); // {forms}/sitecoreapi/QuizUserChoice
  app.route(SERVICE_PATHS.audio, audioHostRoutes(deps, SERVICE_PATHS.audio)); // mck-audio's sound host stand-in
  app.route('/', subscriptionRoutes(deps)); // {user}/v1/sitecore/api/subscriptions/list, {user}/v2/subscribe|unsubscribe, /demo/subscription-links
  app.route('/api/config', configRoutes(deps));
  app.route('/', shortLinkRoutes(deps, SERVICE_PATHS.shortLink)); // POST {base}/links and GET /s/{code}
  app.route('/', pdfFileRoutes()); // GET /files/pdf/{name}: the demo articles' PDFs
  app.route('/', contactRoutes(deps)); // {forms}/save-form-data[-with-otp], {forms}/generate-otp; POST /demo/one-time-codes/expire
  app.all('/api/*', (c) => fail(404, `No service route ${c.req.method} ${clip(c.req.path, 100)}.`));

  app.route('/', outboxRoutes(deps)); // GET /demo/outbox: the mail the services "sent"

  app.use('/mck/*', distAssets(site.distDir));
  app.route('/', thirdPartyRoutes()); // stand-ins for the scripts mck-consent loads
  app.route('/', siteRoutes(deps, site));
  return app;
}
