import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_URL, WP_DATA_DIR, WP_PLAIN_PORT, WP_PORT } from './settings.js';

const ROOT = join(import.meta.dirname, '..', '..');
const START = join(ROOT, 'scripts', 'start-wordpress.sh');
const env = {
  ...process.env,
  MCK_WP_DIR: WP_DATA_DIR,
  MCK_WP_PORT: String(WP_PORT),
  MCK_WP_DB_PORT: String(WP_PORT + 1),
  MCK_WP_PLAIN_PORT: String(WP_PLAIN_PORT),
};

/**
 * Starts the WordPress sites with the demo's page configuration and loader (the config a site
 * pastes into the plugin's settings), and stops them when the run ends.
 */
export default async function globalSetup(): Promise<() => void> {
  const config = await (await fetch(`${DEMO_URL}/api/config`)).text();
  execFileSync('bash', [START], {
    cwd: ROOT,
    env: { ...env, MCK_WP_LOADER_URL: `${DEMO_URL}/mck/mck-loader.js`, MCK_WP_CONFIG: config },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return () => execFileSync('bash', [START, 'stop'], { cwd: ROOT, env, stdio: 'inherit' });
}
