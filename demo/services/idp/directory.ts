import { createHash } from 'node:crypto';
import type { SocialProviderId } from '../../../core/contracts/social-login.js';

/** Someone the demo identity provider can vouch for. */
export interface IdpIdentity {
  /** Stable id at the provider (the id_token's `sub`). */
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A typed-in identity's subject: the same email always gets the same one at a provider. */
export const subjectFor = (provider: SocialProviderId, email: string) =>
  createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);

const person = (provider: SocialProviderId, email: string, firstName: string, lastName: string): IdpIdentity =>
  ({ subject: subjectFor(provider, email), email, firstName, lastName });

/**
 * The few people each provider offers on its sign-in page (anyone else is typed in as a new
 * identity). Fixed, like the demo users they match (demo/db/seed/demo-users.ts): Sam Okafor's
 * account signs in with Google only, Lena Fischer's is linked to LinkedIn and Apple; the others
 * have a password account, which the provider's sign-in asks to link it (with the password or a
 * mailed link), or none (Nia Novak, a sign-up).
 */
export const IDP_DIRECTORY: Readonly<Record<SocialProviderId, readonly IdpIdentity[]>> = {
  google: [person('google', 'social@example.com', 'Sam', 'Okafor'), person('google', 'nia.novak@example.com', 'Nia', 'Novak')],
  apple: [person('apple', 'linked@example.com', 'Lena', 'Fischer')],
  linkedin: [person('linkedin', 'linked@example.com', 'Lena', 'Fischer')],
  'firm-sso': [person('firm-sso', 'premium@example.com', 'Priya', 'Menon')],
  identity: [person('identity', 'practice@example.com', 'Paolo', 'Rossi')],
};
