#!/usr/bin/env bash
# Starts throwaway WordPress sites from Debian's packages for the WordPress end-to-end test:
#
#   MCK_WP_LOADER_URL=… MCK_WP_CONFIG='{…}' bash scripts/start-wordpress.sh   # start (fresh each time)
#   bash scripts/start-wordpress.sh stop                                     # stop, delete its files
#
# A MariaDB on 127.0.0.1:$MCK_WP_DB_PORT (its own data folder, no grant tables: test data only) and
# two sites served by `php -S` on loopback, each with theme Twenty Twenty-One, users Author, Editor
# and Administrator, and every post body of $MCK_WP_POSTS written by each of them:
#   plugin  http://127.0.0.1:$MCK_WP_PORT        the mck widgets plugin active (integrations/wordpress/)
#   plain   http://127.0.0.1:$MCK_WP_PLAIN_PORT  without it; only a must-use plugin printing the
#           configuration and the loader (tests/wordpress/head-only.php), as a site would by hand
# Each site's address and post ids go to $MCK_WP_DIR/<site>.json; stdout prints those two paths.
# Needs: apt-get install -y wordpress wordpress-theme-twentytwentyone mariadb-server php-cli php-mysql
set -euo pipefail
cd "$(dirname "$0")/.."

DIR=${MCK_WP_DIR:-.data/e2e-wp/wordpress}
PORT=${MCK_WP_PORT:-4510}
DB_PORT=${MCK_WP_DB_PORT:-4511}
PLAIN_PORT=${MCK_WP_PLAIN_PORT:-4512}
POSTS=${MCK_WP_POSTS:-tests/wordpress/posts}
WORDPRESS=/usr/share/wordpress

log() { echo "[start-wordpress] $*" >&2; }

# Each server runs in a session of its own (setsid), so its id is its process group's: the php -S
# workers go with their parent.
stop() {
  for pidfile in "$DIR"/*.pid; do
    [ -f "$pidfile" ] || continue
    kill -- "-$(cat "$pidfile")" 2>/dev/null || true
  done
  # MariaDB flushes on SIGTERM; wait so the next start finds the port and folder free.
  if [ -f "$DIR/mariadb.pid" ]; then
    for _ in $(seq 50); do kill -0 "$(cat "$DIR/mariadb.pid")" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$DIR"
}

if [ "${1:-start}" = stop ]; then
  stop
  log "stopped"
  exit 0
fi

for need in "$WORDPRESS/wp-settings.php" "$WORDPRESS/wp-content/themes/twentytwentyone" /usr/sbin/mariadbd /usr/bin/mariadb-install-db; do
  [ -e "$need" ] || { log "missing $need: apt-get install -y wordpress wordpress-theme-twentytwentyone mariadb-server php-cli php-mysql"; exit 1; }
done
php -r 'exit(extension_loaded("mysqli") ? 0 : 1);' || { log "PHP lacks mysqli: apt-get install -y php-mysql"; exit 1; }
: "${MCK_WP_LOADER_URL:?set MCK_WP_LOADER_URL to the absolute URL of mck-loader.js}"
: "${MCK_WP_CONFIG:?set MCK_WP_CONFIG to the page configuration (JSON)}"

# Fresh every time: a site left by an earlier run holds posts saved by an earlier plugin.
stop
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)
ROOT=$(pwd)

# MariaDB refuses to run as root unless told to.
as_user=()
if [ "$(id -u)" = 0 ]; then as_user=(--user=root); fi

log "MariaDB on 127.0.0.1:$DB_PORT"
mariadb-install-db --no-defaults "${as_user[@]}" --datadir="$DIR/mariadb" --auth-root-authentication-method=normal \
  --skip-test-db >"$DIR/mariadb-install.log" 2>&1
setsid /usr/sbin/mariadbd --no-defaults "${as_user[@]}" --datadir="$DIR/mariadb" --socket="$DIR/mariadb.sock" \
  --pid-file="$DIR/mariadb/server.pid" --port="$DB_PORT" --bind-address=127.0.0.1 --skip-name-resolve \
  --skip-grant-tables --innodb-flush-log-at-trx-commit=0 --skip-log-bin >"$DIR/mariadb.log" 2>&1 &
echo $! >"$DIR/mariadb.pid"
for _ in $(seq 100); do
  [ -S "$DIR/mariadb.sock" ] && mariadb --no-defaults --socket="$DIR/mariadb.sock" -e 'SELECT 1' >/dev/null 2>&1 && break
  sleep 0.2
done
mariadb --no-defaults --socket="$DIR/mariadb.sock" -e 'CREATE DATABASE wordpress CHARACTER SET utf8mb4'

# One WordPress copy per site (wp-config.php is found next to wp-load.php, so no shared copy).
install_site() { # name port with-plugin
  local name=$1 port=$2 plugin=$3 site="$DIR/$1"
  mkdir -p "$site"
  tar -C "$WORDPRESS" --exclude=./wp-content --exclude=./wp-config.php -cf - . | tar -C "$site" -xf -
  mkdir -p "$site/wp-content/themes" "$site/wp-content/plugins" "$site/wp-content/mu-plugins" "$site/wp-content/uploads"
  cp -r "$WORDPRESS/wp-content/themes/twentytwentyone" "$site/wp-content/themes/"
  if [ "$plugin" = 1 ]; then
    cp -r integrations/wordpress/mck-widgets "$site/wp-content/plugins/"
  else
    cp tests/wordpress/head-only.php "$site/wp-content/mu-plugins/"
  fi
  local salt; salt=$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')
  cat >"$site/wp-config.php" <<PHP
<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '127.0.0.1:$DB_PORT' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = '${name}_';
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$key ) {
	define( \$key, '$salt' . \$key );
}
define( 'WP_HOME', 'http://127.0.0.1:$port' );
define( 'WP_SITEURL', 'http://127.0.0.1:$port' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
// The plugin's defaults (the plugin site saves the same in its settings) and what the plain
// site's must-use plugin prints.
define( 'MCK_WIDGETS_LOADER_URL', file_get_contents( __DIR__ . '/mck-loader-url.txt' ) );
define( 'MCK_WIDGETS_CONFIG', file_get_contents( __DIR__ . '/mck-config.json' ) );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
  printf '%s' "$MCK_WP_CONFIG" >"$site/mck-config.json"
  printf '%s' "$MCK_WP_LOADER_URL" >"$site/mck-loader-url.txt"
  log "installing the $name site (http://127.0.0.1:$port)"
  (cd "$site" && MCK_WP_URL="http://127.0.0.1:$port" MCK_WP_PLUGIN=$plugin MCK_WP_POSTS="$ROOT/$POSTS" \
    MCK_WP_OUT="$DIR/$name.json" php "$ROOT/integrations/wordpress/test-site/install.php")
  # Several workers: the page, its styles and scripts are requested at once.
  (cd "$site" && PHP_CLI_SERVER_WORKERS=4 exec setsid php -S "127.0.0.1:$port" -t "$site" "$ROOT/integrations/wordpress/test-site/router.php" >"$DIR/$name-server.log" 2>&1) &
  echo $! >"$DIR/$name-server.pid"
  for _ in $(seq 50); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
    sleep 0.1
  done
}

install_site plugin "$PORT" 1
install_site plain "$PLAIN_PORT" 0
echo "$DIR/plugin.json"
echo "$DIR/plain.json"
