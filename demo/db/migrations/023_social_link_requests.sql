-- Linking a social identity to an account that already has its email (audit, issue 20 §2: the
-- demo identity provider vouches for any email typed into it, and the social sign-in used to sign
-- in as that email's account, link the provider and lift its lock). Now the sign-in only asks:
-- one row per ask, and the provider is linked once the account proves itself, with its password
-- (token_hash, held by the browser that came back from the provider) or by the link mailed to the
-- account's address (mail_token_hash). Either works once (used_at), until expires_at.
-- demo/services/user/social-link.ts.
CREATE TABLE social_link_requests (
  token_hash      text PRIMARY KEY,
  mail_token_hash text NOT NULL UNIQUE,
  user_id         text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider        text NOT NULL,      -- the provider's name in users.social_login_idps
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz
);
-- How many links an account was mailed lately (a cap, so no one can flood its inbox).
CREATE INDEX social_link_requests_user_idx ON social_link_requests (user_id, created_at);
