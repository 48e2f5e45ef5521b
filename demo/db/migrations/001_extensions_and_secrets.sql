-- Trigram matching for title search and suggestions. Installed in public so every schema on the
-- search path (tests use a throwaway schema each) finds its operator classes.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Server secrets generated on first start (the JWT signing key when MCK_JWT_SECRET is unset), kept
-- so tokens survive a restart.
CREATE TABLE app_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
