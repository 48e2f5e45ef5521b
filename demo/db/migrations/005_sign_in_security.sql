-- Sign-in security (issue 5 §3).

-- Refresh-token families: every token issued by rotation inherits the family of the token it
-- replaced, so one sign-in is one family. Presenting a token that was already rotated (a stolen
-- copy, or the thief's after the owner rotated) revokes the whole family: the newest token stops
-- working too. Tokens issued before this migration each form a family of their own.
ALTER TABLE refresh_tokens ADD COLUMN family_id text;
UPDATE refresh_tokens SET family_id = token_hash;
ALTER TABLE refresh_tokens ALTER COLUMN family_id SET NOT NULL;
ALTER TABLE refresh_tokens ADD COLUMN revoked_at timestamptz;
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

-- Account lockout: failed sign-ins of an account counted in a window that starts at the first
-- failure; reaching the limit sets locked_until (and restarts the count). A successful sign-in
-- deletes the row; a lock ends on its own when locked_until passes.
CREATE TABLE sign_in_failures (
  user_id           text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failures          integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until      timestamptz
);
