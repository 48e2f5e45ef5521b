import type { Queryable } from '../../db/db.js';

/** One outgoing message. `body` is plain text: links are absolute URLs on their own line. */
export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** What sent it, for the outbox page and for tests: 'password-reset', 'one-time-code', 'contact', … */
  kind: string;
}

export interface SentMail extends Mail {
  id: number;
  sentAt: string;
}

/** How many messages the outbox page shows: the newest. */
export const OUTBOX_PAGE_SIZE = 100;

/** "Sends" a message: the demo's mail server is this table (migration 009, page /demo/outbox). */
export async function sendMail(db: Queryable, mail: Mail): Promise<void> {
  await db.query('INSERT INTO outbox (recipient, subject, body, kind) VALUES ($1, $2, $3, $4)',
    [mail.to, mail.subject, mail.body, mail.kind]);
}

/** The newest messages, newest first; only those to `to` (case-insensitive) when given. */
export async function listMail(db: Queryable, to?: string): Promise<SentMail[]> {
  const rows = await db.query<{ id: number; recipient: string; subject: string; body: string; kind: string; sent_at: Date | string }>(
    `SELECT id::int AS id, recipient, subject, body, kind, sent_at FROM outbox
      WHERE $1::text IS NULL OR lower(recipient) = lower($1)
      ORDER BY id DESC LIMIT ${OUTBOX_PAGE_SIZE}`, [to ?? null]);
  return rows.map((r) => ({
    id: r.id, to: r.recipient, subject: r.subject, body: r.body, kind: r.kind,
    sentAt: new Date(r.sent_at).toISOString(),
  }));
}
