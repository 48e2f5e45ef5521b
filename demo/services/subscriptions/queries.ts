import type { Queryable } from '../../db/db.js';
import {
  SUBSCRIPTION_CATEGORIES, type Subscription, type SubscriptionCatalogue, type SubscriptionGroup,
} from '../../../core/contracts/subscriptions.js';

interface CatalogueRow extends Subscription { category: (typeof SUBSCRIPTION_CATEGORIES)[number]; alertHeader: string }

/** The catalogue in `language` (else its primary language's rows, `ja` for `ja-JP`; else English), grouped by category and heading. */
export async function subscriptionCatalogue(db: Queryable, language: string): Promise<SubscriptionCatalogue> {
  const rows = await db.query<CatalogueRow>(
    `SELECT "alertCode", title, "toolTip", "descriptionText", frequency, "previewLink", "previewLinkLabel",
        language, category, "alertHeader"
       FROM (SELECT DISTINCT ON (alert_code) alert_code AS "alertCode", title, tool_tip AS "toolTip",
               description_text AS "descriptionText", frequency, preview_link AS "previewLink",
               preview_link_label AS "previewLinkLabel", language, category, alert_header AS "alertHeader", position
              FROM subscription_catalogue WHERE language IN ($1, split_part($1, '-', 1), 'en')
             ORDER BY alert_code, (language = $1) DESC, (language = split_part($1, '-', 1)) DESC) AS chosen
      ORDER BY position`,
    [language],
  );
  const catalogue = Object.fromEntries(SUBSCRIPTION_CATEGORIES.map((c) => [c, [] as SubscriptionGroup[]])) as SubscriptionCatalogue;
  for (const { category, alertHeader, ...item } of rows) {
    const groups = catalogue[category];
    let group = groups.find((g) => g.alertHeader === alertHeader);
    if (!group) groups.push(group = { alertHeader, alertItems: { alerts: [] } });
    group.alertItems.alerts.push(item);
  }
  return catalogue;
}

/** Which of `codes` the catalogue does not have. */
export async function unknownCodes(db: Queryable, codes: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `SELECT c AS code FROM unnest($1::text[]) AS c
      WHERE NOT EXISTS (SELECT 1 FROM subscription_catalogue s WHERE s.alert_code = c)`, [codes]);
  return rows.map((r) => r.code);
}

export interface SubscribeResult { existingSubscriptions: string[]; newSubscriptions: string[] }

const split = (codes: readonly string[], added: readonly string[]): SubscribeResult => ({
  existingSubscriptions: codes.filter((c) => !added.includes(c)),
  newSubscriptions: codes.filter((c) => added.includes(c)),
});

/** Adds `codes` to an account's subscriptions; which it had and which are new. */
export async function subscribeUser(db: Queryable, userId: string, codes: readonly string[]): Promise<SubscribeResult> {
  const added = await db.query<{ alert_code: string }>(
    `INSERT INTO user_subscriptions (user_id, alert_code) SELECT $1, c FROM unnest($2::text[]) AS c
     ON CONFLICT DO NOTHING RETURNING alert_code`, [userId, codes]);
  return split(codes, added.map((r) => r.alert_code));
}

/** Adds `codes` to an anonymous email's sign-ups. */
export async function subscribeEmail(db: Queryable, email: string, codes: readonly string[]): Promise<SubscribeResult> {
  const added = await db.query<{ alert_code: string }>(
    `INSERT INTO email_subscriptions (email, alert_code) SELECT lower($1), c FROM unnest($2::text[]) AS c
     ON CONFLICT DO NOTHING RETURNING alert_code`, [email, codes]);
  return split(codes, added.map((r) => r.alert_code));
}

/** Removes `codes` from an account's subscriptions; the ones it had. */
export async function unsubscribeUser(db: Queryable, userId: string, codes: readonly string[]): Promise<string[]> {
  const removed = await db.query<{ alert_code: string }>(
    'DELETE FROM user_subscriptions WHERE user_id = $1 AND alert_code = ANY($2::text[]) RETURNING alert_code', [userId, codes]);
  return codes.filter((c) => removed.some((r) => r.alert_code === c));
}

/** The account with this email, if any. */
export async function userIdByEmail(db: Queryable, email: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  return row?.id ?? null;
}

export async function userExists(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length === 1;
}

/** The demo accounts and their current subscriptions, for the links page. */
export async function demoAccounts(db: Queryable): Promise<{ id: string; email: string; subscriptions: string[] }[]> {
  return db.query(
    `SELECT u.id, u.email, coalesce((SELECT json_agg(s.alert_code ORDER BY s.alert_code) FROM user_subscriptions s
        WHERE s.user_id = u.id), '[]'::json) AS subscriptions
       FROM users u ORDER BY u.email`);
}
