-- The services' per-client rate limits (demo/services/rate-limit.ts), in the database rather than
-- in one process's memory (audit, issue 20 §6): every server process (MCK_WORKERS, or several
-- servers on one database) counts into the same window, and a restart forgets nothing. One row
-- per limit and client: a fixed window that starts at the client's first request and restarts
-- once it has passed; each request is one upsert.
CREATE TABLE rate_limit_windows (
  bucket     text NOT NULL,         -- which limit: the route's method and path
  client     text NOT NULL,         -- whom it counts: the peer address by default
  started_at timestamptz NOT NULL,
  hits       integer NOT NULL,
  PRIMARY KEY (bucket, client)
);
-- For the sweep of ended windows.
CREATE INDEX rate_limit_windows_started_idx ON rate_limit_windows (bucket, started_at);
