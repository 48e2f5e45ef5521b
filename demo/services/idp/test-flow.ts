import { createHash, randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { IDP_PATHS, SOCIAL_PROVIDERS, type SocialProviderId } from '../../../core/contracts/social-login.js';
import { SERVICE_PATHS } from '../config/page-config.js';
import { IDP_DIRECTORY } from './directory.js';

/** A page of the demo origin (TEST_SETTINGS allow it): where the browser would come back to. */
export const TEST_REDIRECT_URI = 'http://127.0.0.1:4321/pages/session';

/** A PKCE pair as a browser makes it. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorization request's parameters for `provider`. */
export function authorizeParams(provider: SocialProviderId, challenge: string, overrides: Record<string, string> = {}) {
  return {
    response_type: 'code', client_id: SOCIAL_PROVIDERS[provider].clientId, redirect_uri: TEST_REDIRECT_URI,
    state: 'state-123', code_challenge: challenge, code_challenge_method: 'S256', scope: 'openid email profile', ...overrides,
  };
}

export const idpUrl = (path: string) => `${SERVICE_PATHS.idp}${path}`;

/** Posts the sign-in page's form: `choice` is a known person's index, or a typed identity, or 'cancel'. */
export function postAuthorize(
  app: Hono, params: Record<string, string>, choice: number | 'cancel' | { email: string; firstName: string; lastName: string },
) {
  const provider = Object.entries(SOCIAL_PROVIDERS).find(([, p]) => p.clientId === params.client_id)?.[0] as SocialProviderId | undefined;
  const fields: Record<string, string> = choice === 'cancel' ? { action: 'cancel' }
    : typeof choice === 'number' ? { identity: IDP_DIRECTORY[provider ?? 'google'][choice]!.subject }
      : { action: 'new', ...choice };
  return app.request(idpUrl(IDP_PATHS.authorize), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, ...fields }).toString(),
  });
}

/** Runs the person's side of the flow; the code the provider redirected back with, and the verifier. */
export async function authorizeCode(app: Hono, provider: SocialProviderId, choice: Parameters<typeof postAuthorize>[2]) {
  const { verifier, challenge } = pkcePair();
  const res = await postAuthorize(app, authorizeParams(provider, challenge), choice);
  if (res.status !== 303) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  const location = new URL(res.headers.get('location')!);
  return { code: location.searchParams.get('code')!, verifier, location };
}
