-- Blogs (D§2 "Blogs", D§3 "Blog instance", "Blog entry", "Blog item"; D§7 the blog calls). Names
-- are slugs (D§2: lower case, whitespace runs as hyphens), unique within their blog. An entry's
-- authors and tags are slug arrays of its blog's authors and tags. `demo_failure` is the demo's
-- own: an entry whose page call answers that status (500, 404), so "a failed or non-200 entry is
-- skipped" (D§4, D§8) is seen against the real service.
CREATE TABLE blogs (
  name        text PRIMARY KEY,
  title       text NOT NULL,
  description text NOT NULL
);

CREATE TABLE blog_authors (
  blog      text NOT NULL REFERENCES blogs,
  name      text NOT NULL,
  title     text NOT NULL,
  firm_title text NOT NULL,
  image_url text NOT NULL,
  position  int  NOT NULL,
  PRIMARY KEY (blog, name)
);

CREATE TABLE blog_tags (
  blog     text NOT NULL REFERENCES blogs,
  name     text NOT NULL,
  title    text NOT NULL,
  position int  NOT NULL,
  PRIMARY KEY (blog, name)
);

CREATE TABLE blog_entries (
  id            text PRIMARY KEY,
  blog          text NOT NULL REFERENCES blogs,
  name          text NOT NULL,
  title         text NOT NULL,
  description   text NOT NULL,
  body          text NOT NULL,
  image_url     text NOT NULL,
  hero_style    text NOT NULL,
  published_at  date NOT NULL,
  authors       text[] NOT NULL,
  tags          text[] NOT NULL,
  demo_failure  int,
  UNIQUE (blog, name)
);

CREATE INDEX blog_entries_by_date ON blog_entries (blog, published_at DESC, id DESC);
