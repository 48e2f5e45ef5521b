-- The firm's offices (D§2 "Locations and map", D§3 "City office"): regions → countries → city
-- offices, each level in the CMS's order (`position`). The seed fills them (demo/db/seed/offices.ts).
CREATE TABLE office_regions (
  id       text PRIMARY KEY,
  name     text NOT NULL,
  position int  NOT NULL
);

CREATE TABLE office_countries (
  id        text PRIMARY KEY,
  region_id text NOT NULL REFERENCES office_regions,
  name      text NOT NULL,
  position  int  NOT NULL
);

CREATE TABLE office_cities (
  id                  text PRIMARY KEY,
  country_id          text NOT NULL REFERENCES office_countries,
  name                text NOT NULL,
  position            int  NOT NULL,
  address             text NOT NULL,
  phone               text NOT NULL,
  fax                 text NOT NULL,
  latitude            double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude           double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  zoom                int  NOT NULL CHECK (zoom BETWEEN 1 AND 18),
  is_zoom_required    boolean NOT NULL DEFAULT false,
  hide_from_locations boolean NOT NULL DEFAULT false,
  -- [{ "url": …, "text": … }], in order
  links               jsonb NOT NULL DEFAULT '[]'
);

CREATE INDEX office_countries_region ON office_countries (region_id, position);
CREATE INDEX office_cities_country ON office_cities (country_id, position);
