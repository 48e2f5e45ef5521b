import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { openDatabase } from '../db/open.js';
import { settingsFromEnv } from '../services/settings.js';
import { cmsOriginApp } from '../cms-origin/server.js';
import { LEGACY_PAGE_NAMES, legacyPorts } from '../cms-origin/legacy.js';
import { createApp } from './app.js';

const port = Number(process.env.PORT ?? 4321);
const hostname = process.env.HOST ?? '127.0.0.1';
/** The second-origin test CMS (demo/cms-origin/) listens beside the demo. */
const cmsPort = Number(process.env.MCK_CMS_PORT || port + 1);
/** Where the CMS page loads the bundle and calls the services: this server, by absolute URL. */
const bundleOrigin = `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`;
/**
 * Server processes sharing the port (node:cluster), for PostgreSQL only: PGlite is one process's
 * folder. Default 1. Each process keeps its own answer caches; rate limits and sign-in throttling
 * are counted in the database, so they hold across processes. The services bench runs one fewer
 * than the cores (bench/services.mjs).
 */
const workers = Math.max(1, Number(process.env.MCK_WORKERS ?? 1) || 1);

async function openAndReport() {
  const started = Date.now();
  const opened = await openDatabase();
  console.error(
    `[demo] ${opened.db.kind} database ready in ${Date.now() - started} ms` +
      (opened.seeded ? ` (seeded ${opened.seeded.articles} articles, ${opened.seeded.jobs} jobs, ${opened.seeded.users} users)` : ''),
  );
  return opened.db;
}

if (workers > 1 && cluster.isPrimary) {
  if (!process.env.DATABASE_URL) throw new Error('[demo] MCK_WORKERS > 1 needs DATABASE_URL: PGlite serves one process.');
  // Migrate and seed once, here; the workers find the database ready.
  await (await openAndReport()).close();
  for (let i = 0; i < workers; i++) cluster.fork();
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  const db = await openAndReport();
  const first = cluster.isPrimary || cluster.worker?.id === 1;
  const server = serve({ fetch: createApp({ db }).fetch, port, hostname }, (info) => {
    if (first) console.log(`mck-widgets demo: http://${hostname}:${info.port}/`);
  });
  const cmsServer = serve({ fetch: cmsOriginApp({ bundleOrigin, settings: settingsFromEnv() }).fetch, port: cmsPort, hostname }, (info) => {
    if (first) console.log(`legacy CMS on a second origin: http://${hostname}:${info.port}/`);
  });

  // The legacy-page matrix: the CMS page under old page libraries and strict policies, an origin each.
  const ports = legacyPorts(cmsPort);
  const legacyServers = LEGACY_PAGE_NAMES.map((legacy) =>
    serve({ fetch: cmsOriginApp({ bundleOrigin, settings: settingsFromEnv(), legacy }).fetch, port: ports[legacy], hostname }, (info) => {
      if (first && legacy === LEGACY_PAGE_NAMES[0]) console.log(`legacy pages: http://${hostname}:${info.port}/ … (${LEGACY_PAGE_NAMES.map((n) => `${n} ${ports[n]}`).join(', ')})`);
    }));

  const shutDown = async () => {
    server.close();
    cmsServer.close();
    legacyServers.forEach((s) => s.close());
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}
