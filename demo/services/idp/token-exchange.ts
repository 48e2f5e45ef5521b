import {
  IdpTokenResponse, SOCIAL_CODE_REFUSED, providerOfClient, type IdpTokenRequest,
} from '../../../core/contracts/social-login.js';
import type { Queryable } from '../../db/db.js';
import { fail } from '../http.js';
import { spendCode } from './codes.js';
import { ID_TOKEN_TTL_SECONDS, signIdToken } from './id-token.js';
import { verifierMatches } from './pkce.js';

/**
 * The token request (RFC 6749 §4.1.3, RFC 7636 §4.6): the code is spent first, whatever follows,
 * so a code presented with a wrong verifier or redirect cannot be tried again. One refusal for
 * every reason (400, code {@link SOCIAL_CODE_REFUSED}): a caller learns nothing by probing.
 */
export async function redeemCode(db: Queryable, request: IdpTokenRequest): Promise<IdpTokenResponse> {
  const refused = (): never => fail(400, 'invalid_grant: the code is unknown, used, expired, or not for this client, redirect or verifier.', SOCIAL_CODE_REFUSED);
  if (!providerOfClient(request.client_id)) refused();
  const grant = await spendCode(db, request.code);
  if (!grant || grant.clientId !== request.client_id || grant.redirectUri !== request.redirect_uri) return refused();
  if (!verifierMatches(request.code_verifier, grant.codeChallenge)) return refused();
  return { id_token: await signIdToken(db, grant.identity, grant.clientId), token_type: 'Bearer', expires_in: ID_TOKEN_TTL_SECONDS };
}
