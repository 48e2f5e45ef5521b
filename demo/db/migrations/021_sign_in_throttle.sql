-- Sign-in throttling by address (audit: the lockout of migration 005 counted failures per
-- account, so a known email locked and an unknown one never did, which told anyone who has an
-- account; and five requests locked any account for the full duration). The policy is in
-- demo/server/README.md ("Sign-in throttling"); the SQL in demo/services/user/queries.ts.

-- Failed sign-ins per address typed (lower-cased), whether or not an account has it. Reaching the
-- limit within the window locks the address; `locks` counts the locks in a row, and each lasts
-- twice the one before (up to a cap). A successful sign-in, a password reset or a social sign-in
-- deletes the row.
CREATE TABLE sign_in_throttle (
  email             text PRIMARY KEY,
  failures          integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until      timestamptz,
  locks             integer NOT NULL DEFAULT 0
);
INSERT INTO sign_in_throttle (email, failures, window_started_at, locked_until, locks)
  SELECT lower(u.email), f.failures, f.window_started_at, f.locked_until, CASE WHEN f.locked_until IS NULL THEN 0 ELSE 1 END
  FROM sign_in_failures f JOIN users u ON u.id = f.user_id
  ON CONFLICT (email) DO NOTHING;
DROP TABLE sign_in_failures;

-- The clients (peer addresses) an account has signed in from with its password: a correct
-- password from one of them is accepted while the address is locked, so a stranger's failures
-- do not shut the reader out of the devices they use.
CREATE TABLE sign_in_clients (
  user_id         text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client          text NOT NULL,
  last_sign_in_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, client)
);
