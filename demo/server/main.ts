import { serve } from '@hono/node-server';
import { openDatabase } from '../db/open.js';
import { createApp } from './app.js';

const port = Number(process.env.PORT ?? 4321);
const hostname = process.env.HOST ?? '127.0.0.1';

const started = Date.now();
const { db, seeded } = await openDatabase();
console.error(
  `[demo] ${db.kind} database ready in ${Date.now() - started} ms` +
    (seeded ? ` (seeded ${seeded.articles} articles, ${seeded.jobs} jobs, ${seeded.users} users)` : ''),
);

const server = serve({ fetch: createApp({ db }).fetch, port, hostname }, (info) => {
  console.log(`mck-widgets demo: http://${hostname}:${info.port}/`);
});

async function shutDown() {
  server.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
