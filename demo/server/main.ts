import { serve } from '@hono/node-server';
import { openDatabase } from '../db/open.js';
import { settingsFromEnv } from '../services/settings.js';
import { cmsOriginApp } from '../cms-origin/server.js';
import { createApp } from './app.js';

const port = Number(process.env.PORT ?? 4321);
const hostname = process.env.HOST ?? '127.0.0.1';
/** The second-origin test CMS (demo/cms-origin/) listens beside the demo. */
const cmsPort = Number(process.env.MCK_CMS_PORT || port + 1);
/** Where the CMS page loads the bundle and calls the services: this server, by absolute URL. */
const bundleOrigin = `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`;

const started = Date.now();
const { db, seeded } = await openDatabase();
console.error(
  `[demo] ${db.kind} database ready in ${Date.now() - started} ms` +
    (seeded ? ` (seeded ${seeded.articles} articles, ${seeded.jobs} jobs, ${seeded.users} users)` : ''),
);

const server = serve({ fetch: createApp({ db }).fetch, port, hostname }, (info) => {
  console.log(`mck-widgets demo: http://${hostname}:${info.port}/`);
});
const cmsServer = serve({ fetch: cmsOriginApp({ bundleOrigin, settings: settingsFromEnv() }).fetch, port: cmsPort, hostname }, (info) => {
  console.log(`legacy CMS on a second origin: http://${hostname}:${info.port}/`);
});

async function shutDown() {
  server.close();
  cmsServer.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
