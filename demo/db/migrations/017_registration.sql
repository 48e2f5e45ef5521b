-- Registration (A§3 "Registration payload", A§7 POST /v2/users): what a sign-up records beyond the
-- profile columns of 004, and the organisations behind the company autocomplete.
ALTER TABLE users
  ADD COLUMN occasional_email    boolean NOT NULL DEFAULT false, -- the consent checkbox
  ADD COLUMN source_registration text,                           -- the srcReg header: where the sign-up came from
  ADD COLUMN registration_cid    text,                           -- metadata.cid (campaign id)
  ADD COLUMN registration_practice_code text;                    -- metadata.practiceCode

-- Organisation names for GET {user}/v2/lookup/company?term (A§7): trigram search, so a typo still
-- finds the name. The index is on lower(name), the expression the query compares.
CREATE TABLE companies (
  id   int  PRIMARY KEY,
  name text NOT NULL UNIQUE
);
CREATE INDEX companies_name_trgm_idx ON companies USING gin (lower(name) gin_trgm_ops);
