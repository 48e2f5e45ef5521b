import { createHash, randomBytes } from 'node:crypto';
import { SOCIAL_LINK_CONFIRM_PATH, SOCIAL_PROVIDERS, type SocialProviderId } from '../../../core/contracts/social-login.js';
import { socialProviders } from '../../../core/contracts/account.js';
import type { Queryable } from '../../db/db.js';
import { html, toHtmlString } from '../../server/html.js';
import { SERVICE_PATHS } from '../config/page-config.js';
import { sendMail } from '../outbox/outbox.js';
import { setSocialLoginIdps } from './account-queries.js';
import { findUserById } from './queries.js';

/**
 * Linking a social identity to the account that has its email (migration 023): the social
 * sign-in asks (askToLink), and the account proves itself with its password or by opening the
 * link mailed to its address. Until then nothing is linked and no one is signed in; the address's
 * sign-in throttle is left as it is.
 */

/** How long either proof may come (the mail may take a while to be read). */
export const SOCIAL_LINK_TTL_SECONDS = 30 * 60;
/** Links one account is mailed per TTL at most; further asks answer the same and send nothing. */
export const MAX_LINK_MAILS_PER_TTL = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Where the mailed link points: the user service's confirmation page. */
export const confirmUrl = (publicOrigin: string, mailToken: string) => {
  const url = new URL(`${SERVICE_PATHS.user}${SOCIAL_LINK_CONFIRM_PATH}`, publicOrigin);
  url.search = new URLSearchParams({ token: mailToken }).toString();
  return url.href;
};

/**
 * Asks `account` to link `provider`: mails it a link (unless it was mailed MAX_LINK_MAILS_PER_TTL
 * unused ones lately) and returns the token that links it with the account's password instead.
 */
export async function askToLink(
  db: Queryable, publicOrigin: string, account: { id: string; email: string }, provider: SocialProviderId,
): Promise<string> {
  const token = newToken();
  const mailToken = newToken();
  const { idpName, name } = SOCIAL_PROVIDERS[provider];
  const [recent] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM social_link_requests
     WHERE user_id = $1 AND used_at IS NULL AND created_at > now() - $2::float8 * interval '1 second'`,
    [account.id, SOCIAL_LINK_TTL_SECONDS],
  );
  await db.query(
    `INSERT INTO social_link_requests (token_hash, mail_token_hash, user_id, provider, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5::float8 * interval '1 second')`,
    [hashToken(token), hashToken(mailToken), account.id, idpName, SOCIAL_LINK_TTL_SECONDS],
  );
  if ((recent?.count ?? 0) < MAX_LINK_MAILS_PER_TTL) {
    await sendMail(db, {
      to: account.email,
      subject: `Sign in with ${name}?`,
      body: `Someone signed in with ${name} as ${account.email} and asked to use ${name} to sign in to this account. `
        + `If it was you, open this link to allow it:\n${confirmUrl(publicOrigin, mailToken)}\n`
        + `The link works once, for ${SOCIAL_LINK_TTL_SECONDS / 60} minutes. If it was not you, ignore this message: `
        + 'nothing changes.',
      kind: 'social-link',
    });
  }
  return token;
}

type TokenKind = 'password' | 'mail';
const COLUMN: Record<TokenKind, string> = { password: 'token_hash', mail: 'mail_token_hash' };

/** The live request `token` names (unused, not expired): whose account and which provider; null otherwise. */
export async function findLinkRequest(db: Queryable, kind: TokenKind, token: string) {
  const [row] = await db.query<{ user_id: string; provider: string; email: string }>(
    `SELECT r.user_id, r.provider, u.email FROM social_link_requests r JOIN users u ON u.id = r.user_id
     WHERE r.${COLUMN[kind]} = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
    [hashToken(token)],
  );
  return row ? { userId: row.user_id, provider: row.provider, email: row.email } : null;
}

/**
 * Links the provider of the live request `token` names and spends the request (either token):
 * the account and provider, or null when it is unknown, used or expired. One statement spends it,
 * so two tries cannot both link.
 */
export async function completeLink(db: Queryable, kind: TokenKind, token: string) {
  const [row] = await db.query<{ user_id: string; provider: string }>(
    `UPDATE social_link_requests SET used_at = now()
     WHERE ${COLUMN[kind]} = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, provider`,
    [hashToken(token)],
  );
  if (!row) return null;
  const user = await findUserById(db, row.user_id);
  if (!user) return null;
  const linked = socialProviders(user);
  if (!linked.some((p) => p.toLowerCase() === row.provider.toLowerCase())) await setSocialLoginIdps(db, user.id, [...linked, row.provider]);
  return { userId: row.user_id, provider: row.provider };
}

/** The providers' display names by their stored name ('Default' is the firm's SSO). */
const displayName = (idpName: string) =>
  Object.values(SOCIAL_PROVIDERS).find((p) => p.idpName === idpName)?.name ?? idpName;

const page = (title: string, body: ReturnType<typeof html>) => toHtmlString(html`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`);

/** The mailed link's page: what confirming does, and the button that does it (a GET links nothing: mail scanners open links). */
export const confirmPage = (request: { provider: string; email: string }, token: string) => {
  const name = displayName(request.provider);
  return page(`Sign in with ${name}?`, html`<p>Allow ${name} to sign in to the account ${request.email}. Only confirm if you just tried to sign in with ${name} yourself.</p>
<form method="post"><input type="hidden" name="token" value="${token}"><button type="submit">Allow ${name}</button></form>`);
};

export const linkedPage = (provider: string, siteOrigin: string) => {
  const name = displayName(provider);
  return page(`${name} is linked`, html`<p>You can now sign in with ${name}. Go back to the page you were on and continue with ${name} again.</p>
<p><a href="${siteOrigin}/">Back to the site</a></p>`);
};

export const refusedPage = () =>
  page('This link does not work', html`<p>It was used already, or it is older than ${SOCIAL_LINK_TTL_SECONDS / 60} minutes. Sign in with the provider again to get a new one.</p>`);
