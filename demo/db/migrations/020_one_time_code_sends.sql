-- One-time-code resend limits that outlive the code (A§9; audit: five wrong guesses delete the
-- code's row, and with it the row's resend wait and hourly count). Every code mailed is one row
-- here, kept for an hour whatever becomes of the code: the 30 s wait is measured from the newest
-- send, the hourly limit counts the sends of the last hour (demo/services/contact/codes.ts).
CREATE TABLE one_time_code_sends (
  email   text NOT NULL,            -- lower-cased, as one_time_codes.email
  sent_at timestamptz NOT NULL
);
CREATE INDEX one_time_code_sends_email_idx ON one_time_code_sends (email, sent_at);

-- The codes alive now carry their last send and how many were sent in their hour window; the
-- earlier sends' times are not known, so all of them count as sent at the last one (stricter, never laxer).
INSERT INTO one_time_code_sends (email, sent_at)
  SELECT email, sent_at FROM one_time_codes,
    generate_series(1, CASE WHEN window_start > now() - interval '1 hour' THEN sent_count ELSE 1 END);

-- One fact, one place: the pacing lives in the sends only.
ALTER TABLE one_time_codes DROP COLUMN sent_at, DROP COLUMN sent_count, DROP COLUMN window_start;
