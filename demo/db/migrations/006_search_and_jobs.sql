-- Discovery (issue 12): the site-wide search index, the vocabulary behind did-you-mean, the job
-- fields of D§3 and the university list. The seed fills these tables (demo/db/seed/discovery.ts)
-- and runs VACUUM ANALYZE afterwards, so the GIN indexes below start with empty pending lists.

-- array_to_string is only STABLE (it calls the element type's output function); for text[] the
-- result cannot change, so this wrapper may be IMMUTABLE and feed generated tsvector columns.
CREATE FUNCTION search_text(items text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string(items, ' ');

-- One row per searchable page of the site (D§3 "Search result"). Insights pages come from the
-- articles table and careers pages partly from jobs; people, services and career-info pages are
-- generated. `filter` is the pageFilter that finds the page (D§2).
CREATE TABLE search_pages (
  id             text PRIMARY KEY,
  filter         text NOT NULL CHECK (filter IN ('insights', 'people', 'services', 'careers')),
  url            text NOT NULL UNIQUE,
  title          text NOT NULL,
  description    text NOT NULL,
  authors        text[] NOT NULL DEFAULT '{}',
  image_url      text NOT NULL DEFAULT '',
  title_location text NOT NULL DEFAULT '',  -- the line under the title: article type, firm title and city, …
  tags           text[] NOT NULL DEFAULT '{}',
  published_at   date NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', search_text(tags) || ' ' || search_text(authors)), 'B') ||
    setweight(to_tsvector('english', description), 'C')
  ) STORED
);
CREATE INDEX search_pages_search_idx ON search_pages USING gin (search);
-- Suggestions: titles containing what was typed (ILIKE '%…%' through trigrams).
CREATE INDEX search_pages_title_trgm_idx ON search_pages USING gin (title gin_trgm_ops);
CREATE INDEX search_pages_date_idx ON search_pages (published_at DESC, id);

-- The words of the indexed titles, descriptions and tags, unstemmed ('simple' configuration), with
-- the number of pages holding each: a misspelt word is corrected to the most similar one by
-- trigram similarity, the more common first. Rebuilt from ts_stat by the seed.
CREATE TABLE search_words (
  word text PRIMARY KEY,
  ndoc integer NOT NULL
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- 003's jobs table predates the job service: replaced by the job of D§3 (seed data only; the
-- seed refills it). Locations, industries and functions are lists; the facets count their values.
DROP TABLE jobs;
CREATE TABLE jobs (
  id                     text PRIMARY KEY,  -- jobID
  friendly_url           text NOT NULL UNIQUE,  -- the job page's last path segment
  title                  text NOT NULL,
  interest_category      text NOT NULL,
  interest               text NOT NULL,
  continents             text[] NOT NULL,
  countries              text[] NOT NULL,
  cities                 text[] NOT NULL,
  industries             text[] NOT NULL,
  functions              text[] NOT NULL,
  languages              text[] NOT NULL,  -- the `lang` values (en, de) the job is posted in
  who_you_will_work_with text NOT NULL,
  what_you_will_do       text NOT NULL,
  your_background        text NOT NULL,
  compensation_range     text NOT NULL DEFAULT '',
  apply_url              text NOT NULL,
  einstiegslevel         jsonb NOT NULL DEFAULT '[]',  -- [{name, url}]: apply links by entry level (German postings)
  posted_at              date NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', interest_category || ' ' || interest || ' ' || search_text(cities)), 'B') ||
    setweight(to_tsvector('english', what_you_will_do || ' ' || who_you_will_work_with), 'C')
  ) STORED
);
CREATE INDEX jobs_search_idx ON jobs USING gin (search);
CREATE INDEX jobs_title_trgm_idx ON jobs USING gin (title gin_trgm_ops);
CREATE INDEX jobs_posted_idx ON jobs (posted_at DESC, id);

-- The facet master list's hierarchies (D§3): city → country → continent, interest → category.
CREATE TABLE job_cities (
  city      text PRIMARY KEY,
  country   text NOT NULL,
  continent text NOT NULL
);
CREATE TABLE job_interests (
  interest          text PRIMARY KEY,
  interest_category text NOT NULL
);

CREATE TABLE universities (
  name text PRIMARY KEY,
  url  text NOT NULL
);
