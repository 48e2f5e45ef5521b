-- Dropdown lists of the registration and profile forms (A§3 "lookup options").
CREATE TABLE lookup_functions (
  code        text PRIMARY KEY,
  description text NOT NULL,
  position    int  NOT NULL
);

CREATE TABLE lookup_countries (
  code        text PRIMARY KEY,  -- ISO 3166-1 alpha-2
  description text NOT NULL
);

CREATE TABLE lookup_titles (
  id       text PRIMARY KEY,
  name     text NOT NULL,
  position int  NOT NULL
);
