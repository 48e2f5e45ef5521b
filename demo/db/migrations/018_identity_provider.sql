-- The demo identity provider (demo/services/idp/): authorization codes of the OAuth 2.0
-- authorization-code flow with PKCE. In the database, not in memory, because several server
-- processes (MCK_WORKERS) may answer the authorize page and the token request of one sign-in.
-- The code itself is never stored, only its SHA-256; a code is redeemed once (used_at) before
-- expires_at, by the client and redirect_uri it was issued to, with the verifier of its challenge.
CREATE TABLE idp_authorization_codes (
  code_hash      text PRIMARY KEY,
  client_id      text NOT NULL,
  redirect_uri   text NOT NULL,
  code_challenge text NOT NULL,        -- base64url SHA-256 of the verifier (S256 only)
  subject        text NOT NULL,        -- the identity's stable id at the provider
  email          text NOT NULL,
  first_name     text NOT NULL,
  last_name      text NOT NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX idp_authorization_codes_expiry_idx ON idp_authorization_codes (expires_at);
