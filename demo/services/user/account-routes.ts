import { Hono } from 'hono';
import type { ServiceDeps } from '../deps.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { profileRoutes } from './profile-routes.js';
import { socialLoginRoutes } from './social-login-routes.js';

/**
 * The user service's account routes beside sign-in (routes.ts), mounted once at {user}: PATCH
 * the profile or subscriptions, password reset, unlink a social login, create a password.
 */
export function accountRoutes(deps: ServiceDeps) {
  const app = new Hono();
  app.route('/', profileRoutes(deps));
  app.route('/', passwordResetRoutes(deps));
  app.route('/', socialLoginRoutes(deps));
  return app;
}
