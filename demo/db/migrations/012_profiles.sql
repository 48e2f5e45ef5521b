-- People profiles (D§2, D§3 "Profile card", "Profile", "Published work item") for mck-profile and
-- mck-profile-grid. A profile is filed in a folder (a grid may list a folder, in position order);
-- a private one is listed on grids but has no people page (D§6: not clickable). about, background
-- and description are CMS HTML, sanitised by the widgets. Published work is either fetched from
-- published_work (auto_fetch_published_work) or the editor's text, one item per line.
CREATE TABLE profiles (
  id                        text PRIMARY KEY,
  folder                    text NOT NULL,
  position                  int  NOT NULL,
  slug                      text NOT NULL UNIQUE,
  name                      text NOT NULL,
  eng_name                  text NOT NULL,
  firm_title                text NOT NULL,
  locations                 text[] NOT NULL,
  regions                   text[] NOT NULL,
  interest                  text NOT NULL,
  description               text NOT NULL,
  background_header         text NOT NULL,
  background                text NOT NULL,
  about                     text NOT NULL,
  expertise                 text[] NOT NULL,
  additional_expertise      text[] NOT NULL,
  expertise_position        text NOT NULL CHECK (expertise_position IN ('area-a', 'area-c', 'sidebar')),
  image_url                 text NOT NULL,
  email                     text NOT NULL,
  is_private                boolean NOT NULL,
  is_alumni                 boolean NOT NULL,
  enable_contact_form       boolean NOT NULL,
  linkedin_url              text NOT NULL,
  twitter_url               text NOT NULL,
  languages                 text[] NOT NULL,
  auto_fetch_published_work boolean NOT NULL,
  external_published_work   text NOT NULL
);
CREATE INDEX profiles_folder ON profiles (folder, position);

CREATE TABLE published_work (
  profile_id         text NOT NULL REFERENCES profiles ON DELETE CASCADE,
  position           int  NOT NULL,
  title              text NOT NULL,
  url                text NOT NULL,
  source             text NOT NULL,
  display_date       date NOT NULL,
  article_type       text NOT NULL,
  image_url          text NOT NULL,
  image_alt          text NOT NULL,
  language_name      text NOT NULL,
  source_publication text NOT NULL,
  PRIMARY KEY (profile_id, position)
);
