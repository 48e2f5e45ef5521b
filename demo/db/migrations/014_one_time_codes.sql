-- One-time codes of the contact form (A§4 contact flow, A§5, A§8, A§9): one live code per email
-- address. The code is never stored, only its salted SHA-256 (demo/services/contact/codes.ts);
-- `attempts` counts wrong guesses (the code dies at the limit) and `sent_at` paces resends.
CREATE TABLE one_time_codes (
  email       text PRIMARY KEY,       -- lower-cased
  salt        text NOT NULL,
  code_hash   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    int NOT NULL DEFAULT 0,
  sent_at     timestamptz NOT NULL,
  -- codes sent in the current hour window, and when that window started (resend limit)
  sent_count  int NOT NULL DEFAULT 1,
  window_start timestamptz NOT NULL
);
