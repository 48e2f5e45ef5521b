// The demo server for the cross-engine smoke: the same command as the end-to-end run
// (demo/server/main.ts over the prebuilt dist/), on ports and a data folder of its own, so it
// can run beside a Playwright run and never shares its database.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const TSX = 'node_modules/.bin/tsx';

/**
 * Starts the demo (bundle, services) and the second-origin CMS. Returns at once, so the caller
 * can stop it at any time; `ready` resolves once the services answer (the first start seeds
 * `dataDir`, up to a minute on 2 cores; later starts reopen it) and rejects if they never do.
 * @param {{ port: number, cmsPort: number, dataDir: string, timeoutMs?: number }} options
 */
export function startDemoServer({ port, cmsPort, dataDir, timeoutMs = 240_000 }) {
  if (!existsSync('dist/mck-loader.js')) {
    throw new Error('dist/ is not built: run `npm run build` first (npm test builds before this suite).');
  }
  // Its own process group, so stopping it also ends what tsx started.
  const child = spawn(TSX, ['demo/server/main.ts'], {
    env: { ...process.env, PORT: String(port), MCK_CMS_PORT: String(cmsPort), MCK_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => { output = (output + chunk).slice(-4000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));

  const demoUrl = `http://127.0.0.1:${port}`;
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const server = {
    demoUrl,
    cmsUrl,
    /** Ends the server's process group; resolves when it has exited. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(child.pid, 'SIGTERM');
      const killed = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(killed);
    },
  };

  server.ready = (async () => {
    // Answering already, before tsx has even compiled: someone else's server holds the port.
    if (await answers(`${demoUrl}/api/config`) || await answers(`${cmsUrl}/`)) {
      await server.stop();
      throw new Error(`port ${port} or ${cmsPort} is already taken by another server: stop it or set MCK_ENGINES_PORT`);
    }
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the demo server exited before answering (${await exited}):\n${output}`);
      }
      if (await answers(`${demoUrl}/api/config`) && await answers(`${cmsUrl}/`)) return;
      if (Date.now() > deadline) throw new Error(`the demo server did not answer within ${timeoutMs / 1000} s:\n${output}`);
      await new Promise((done) => setTimeout(done, 500));
    }
  })();
  return server;
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
