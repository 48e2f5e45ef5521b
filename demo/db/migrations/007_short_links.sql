-- Short links (D§7 short-link service): one code per long URL, so sharing the same tracked page URL
-- twice answers the same short link. The code is what /s/{code} resolves; long_url is checked by the
-- service (http(s), an allowed origin, at most 2048 characters) before it is stored.
CREATE TABLE short_links (
  code       text PRIMARY KEY,
  long_url   text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
