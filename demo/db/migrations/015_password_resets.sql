-- Password-reset links (A§7 "password reset" / "reset password"). The link carries a random token
-- and the user's id; only the token's SHA-256 is stored. A token works once (used_at) and until
-- expires_at; asking again does not revoke the earlier links, each simply runs out.
CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
