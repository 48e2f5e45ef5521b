// The one place that says which Chromium the tests drive: Debian's, never a downloaded build
// (docs/stack.md). CHROME_PATH overrides.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium not found: install Debian\'s package (apt-get install -y chromium) or set CHROME_PATH.');
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Video tests: let muted media autoplay without a gesture, as real pages allow for muted video.
  '--autoplay-policy=no-user-gesture-required',
];
