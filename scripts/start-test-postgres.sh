#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the data-layer tests and prints the line to use it:
#
#   eval "$(bash scripts/start-test-postgres.sh)"     # sets DATABASE_URL
#   bash scripts/start-test-postgres.sh stop          # stops it and deletes its files
#   bash scripts/start-test-postgres.sh pause|resume  # stops the server and starts it again (outage tests)
#
# Only the `export DATABASE_URL=…` line goes to stdout; progress goes to stderr. Running it again
# while the cluster is up prints the same URL. As root (CI), PostgreSQL runs as the `postgres` user,
# and Debian's package is installed first when it is missing. The cluster trusts local connections
# on 127.0.0.1 only and trades durability for speed (fsync off): test data only.
set -euo pipefail

BASE_DIR=${MCK_PG_DIR:-/tmp/mck-test-postgres}
DATABASE=${MCK_PG_DATABASE:-mck_test}
FIRST_PORT=54329

log() { echo "[start-test-postgres] $*" >&2; }
is_root() { [ "$(id -u)" = 0 ]; }

# Debian's binaries (/usr/lib/postgresql/<version>/bin), newest version first.
find_bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

install_postgres() {
  is_root || { log "PostgreSQL is not installed; run: sudo apt-get install -y postgresql"; exit 1; }
  log "installing Debian's postgresql package"
  # No default cluster on port 5432: this script makes its own.
  mkdir -p /etc/postgresql-common
  echo "create_main_cluster = false" > /etc/postgresql-common/createcluster.conf
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq postgresql >&2 || { apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2; }
}

BIN_DIR=$(find_bin_dir)
if [ -z "$BIN_DIR" ] || [ ! -x "$BIN_DIR/initdb" ]; then
  install_postgres
  BIN_DIR=$(find_bin_dir)
fi

# initdb and postgres refuse to run as root.
as_postgres() { if is_root; then runuser -u postgres -- "$@"; else "$@"; fi; }

database_url() { echo "postgres://postgres@127.0.0.1:$1/$DATABASE"; }

running_port() {
  [ -f "$BASE_DIR/port" ] || return 1
  local port; port=$(cat "$BASE_DIR/port")
  "$BIN_DIR/pg_isready" -q -h 127.0.0.1 -p "$port" && echo "$port"
}

start_server() {
  as_postgres "$BIN_DIR/pg_ctl" -D "$BASE_DIR/data" -l "$BASE_DIR/server.log" -w -s \
    -o "-p $1 -k $BASE_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >&2
}

# An outage for the tests that need one (demo/services/database-restart.test.ts): `pause` stops the
# server (fast shutdown: what was committed is kept), `resume` starts it again on the same port.
if [ "${1:-start}" = pause ]; then
  as_postgres "$BIN_DIR/pg_ctl" -D "$BASE_DIR/data" -m fast -w -s stop >&2
  exit 0
fi
if [ "${1:-start}" = resume ]; then
  start_server "$(cat "$BASE_DIR/port")"
  exit 0
fi

if [ "${1:-start}" = stop ]; then
  if [ -d "$BASE_DIR/data" ]; then as_postgres "$BIN_DIR/pg_ctl" -D "$BASE_DIR/data" -m fast -w stop >&2 || true; fi
  rm -rf "$BASE_DIR"
  log "stopped"
  exit 0
fi

if port=$(running_port); then
  log "reusing the cluster on port $port"
  echo "export DATABASE_URL=$(database_url "$port")"
  exit 0
fi

# A stale folder from a crashed run: stop what may be left and start over.
if [ -d "$BASE_DIR/data" ]; then as_postgres "$BIN_DIR/pg_ctl" -D "$BASE_DIR/data" -m immediate stop >&2 2>/dev/null || true; fi
rm -rf "$BASE_DIR"
mkdir -p "$BASE_DIR"
if is_root; then chown postgres:postgres "$BASE_DIR"; fi

port=$FIRST_PORT
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done

log "initdb in $BASE_DIR/data ($BIN_DIR)"
as_postgres "$BIN_DIR/initdb" -D "$BASE_DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-locale --no-sync >/dev/null
log "starting on 127.0.0.1:$port"
start_server "$port"

psql_as_postgres() { as_postgres "$BIN_DIR/psql" -h 127.0.0.1 -p "$port" -U postgres -v ON_ERROR_STOP=1 -qAt "$@" >&2; }
psql_as_postgres -d postgres -c "CREATE DATABASE $DATABASE"
# In public, so the tests' throwaway schemas all find it (Debian's postgresql package has it).
psql_as_postgres -d "$DATABASE" -c "CREATE EXTENSION IF NOT EXISTS pg_trgm"
echo "$port" > "$BASE_DIR/port"

echo "export DATABASE_URL=$(database_url "$port")"
