-- Career events (D§3 "Event", D§7 "POST careerevents/events"). The CMS writes an unset date as
-- year 1, so end_time and expiration_date may hold 0001-01-01: readers treat any date at or before
-- year 1 as unset. region, event_format and interest are keys of event_facets.
CREATE TABLE event_facets (
  kind     text NOT NULL CHECK (kind IN ('format', 'location', 'interest')),
  key      text NOT NULL,
  name     text NOT NULL,
  position int  NOT NULL,
  PRIMARY KEY (kind, key)
);

CREATE TABLE events (
  id               text PRIMARY KEY,
  parent_folder_id text        NOT NULL,
  title            text        NOT NULL,
  description      text        NOT NULL,
  region           text        NOT NULL,
  event_location   text        NOT NULL,
  event_format     text        NOT NULL,
  interest         text        NOT NULL,
  start_time       timestamptz NOT NULL,
  end_time         timestamptz,
  expiration_date  timestamptz,
  image_url        text        NOT NULL,
  image_alt        text        NOT NULL,
  call_to_actions  jsonb       NOT NULL DEFAULT '[]',
  pinned           boolean     NOT NULL DEFAULT false
);

-- The 'startTime' and 'featured' orders page on these keys.
CREATE INDEX events_start ON events (start_time, id);
CREATE INDEX events_featured ON events ((NOT pinned), start_time, id);
