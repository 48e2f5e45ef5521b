-- Outgoing mail of the reference services (password-reset links, one-time codes, contact
-- messages). Nothing is sent: the demo keeps every message here and lists them at /demo/outbox,
-- so a person (or an end-to-end test) can follow a reset link or read a code.
CREATE TABLE outbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient  text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,   -- plain text; links are absolute URLs on their own line
  kind       text NOT NULL,   -- 'password-reset', 'one-time-code', 'contact', …
  sent_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (lower(recipient), id DESC);
