-- Users of the user service (A§3 "User (after login)") and their saved data.
CREATE TABLE users (
  id                text PRIMARY KEY,
  email             text NOT NULL,
  password_hash     text,            -- argon2id; NULL for social-login-only accounts
  first_name        text NOT NULL,
  last_name         text NOT NULL,
  company           text,
  title_name        text,
  business_function text REFERENCES lookup_functions (code),
  country           text REFERENCES lookup_countries (code),
  is_premium        boolean NOT NULL DEFAULT false,
  is_alumni         boolean NOT NULL DEFAULT false,
  practice_user     boolean NOT NULL DEFAULT false,
  social_login_idps text,            -- comma-separated, as the User contract carries it
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));

-- Opaque refresh tokens, stored as SHA-256 hashes. Rotation marks the used one; a used or expired
-- token is refused. session_started_at follows the rotations so the service can tell how old
-- the sign-in is (A§4 "re-login required for sensitive data").
CREATE TABLE refresh_tokens (
  token_hash         text PRIMARY KEY,
  user_id            text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_started_at timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  used_at            timestamptz
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE user_subscriptions (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alert_code text NOT NULL,
  PRIMARY KEY (user_id, alert_code)
);

CREATE TABLE saved_articles (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  article_id text NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  language   text NOT NULL DEFAULT 'en',
  saved_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, article_id, language)
);

CREATE TABLE article_ratings (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  article_id text NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  language   text NOT NULL DEFAULT 'en',
  rating     text NOT NULL,
  PRIMARY KEY (user_id, article_id, language)
);
