/**
 * Ports and folders of the WordPress end-to-end run (tests/wordpress/playwright.config.ts), declared
 * once: the config, the global setup and the spec read them.
 */
export const DEMO_PORT = Number(process.env.E2E_WP_DEMO_PORT ?? 4500);
/** The demo's own second-origin CMS page, which it always starts beside itself. */
export const DEMO_CMS_PORT = DEMO_PORT + 1;
/** WordPress with the mck widgets plugin; its MariaDB on the next port; WordPress without it after that. */
export const WP_PORT = Number(process.env.E2E_WP_PORT ?? 4510);
export const WP_DB_PORT = WP_PORT + 1;
export const WP_PLAIN_PORT = WP_PORT + 2;

export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
export const WP_URL = `http://127.0.0.1:${WP_PORT}`;
export const WP_PLAIN_URL = `http://127.0.0.1:${WP_PLAIN_PORT}`;

/** The demo's PGlite and the WordPress sites (scripts/start-wordpress.sh deletes its folder when it stops). */
export const DEMO_DATA_DIR = '.data/e2e-wp/demo';
export const WP_DATA_DIR = '.data/e2e-wp/wordpress';
