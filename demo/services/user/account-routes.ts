import { Hono } from 'hono';
import type { ServiceDeps } from '../deps.js';
import { demoSocialAccountRoutes } from './demo-social-account-routes.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { profileRoutes } from './profile-routes.js';
import { socialLoginRoutes } from './social-login-routes.js';

/**
 * The user service's account routes beside sign-in (routes.ts), mounted once at {user}: PATCH
 * the profile or subscriptions, password reset, unlink a social login, create a password; and the
 * demo's stand-in for a social sign-up (demo-social-account-routes.ts).
 */
export function accountRoutes(deps: ServiceDeps) {
  const app = new Hono();
  app.route('/', profileRoutes(deps));
  app.route('/', passwordResetRoutes(deps));
  app.route('/', socialLoginRoutes(deps));
  app.route('/', demoSocialAccountRoutes(deps)); // demo only: a social-only account, signed in
  return app;
}
