-- Content the search, saved-articles and careers widgets read. The generated tsvector columns and
-- GIN indexes serve full-text search; the trigram indexes serve suggestions and did-you-mean.
CREATE TABLE articles (
  id                 text PRIMARY KEY,
  slug               text NOT NULL UNIQUE,
  language           text NOT NULL DEFAULT 'en',
  title              text NOT NULL,
  summary            text NOT NULL,
  body               text NOT NULL,
  article_type       text NOT NULL,  -- Article, Report, Interview, Podcast, Commentary
  practice           text NOT NULL,  -- practice code
  industry           text NOT NULL,
  author             text NOT NULL,
  source_publication text,
  access_status      text NOT NULL DEFAULT 'public',  -- or 'registered users' (A§3)
  published_at       date NOT NULL,
  image_url          text NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', summary), 'B') ||
    setweight(to_tsvector('english', body), 'C')
  ) STORED
);
CREATE INDEX articles_search_idx ON articles USING gin (search);
CREATE INDEX articles_title_trgm_idx ON articles USING gin (title gin_trgm_ops);
CREATE INDEX articles_published_idx ON articles (published_at DESC, id);

CREATE TABLE jobs (
  id               text PRIMARY KEY,  -- the job code shown in URLs
  title            text NOT NULL,
  interest         text NOT NULL,     -- facet: Consulting, Technology, Data & Analytics, …
  experience_level text NOT NULL,     -- facet: Students, Experienced professionals, …
  city             text NOT NULL,
  country_code     text NOT NULL,
  remote           boolean NOT NULL,
  description      text NOT NULL,
  skills           text[] NOT NULL,
  posted_at        date NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', interest || ' ' || city), 'B') ||
    setweight(to_tsvector('english', description), 'C')
  ) STORED
);
CREATE INDEX jobs_search_idx ON jobs USING gin (search);
CREATE INDEX jobs_title_trgm_idx ON jobs USING gin (title gin_trgm_ops);
CREATE INDEX jobs_posted_idx ON jobs (posted_at DESC, id);
