/**
 * A server process for the tests that need one apart from the test's own: several on one
 * PostgreSQL database (shared-limits.test.ts), or one whose database restarts
 * (database-restart.test.ts). Opens the schema MCK_TEST_SCHEMA of DATABASE_URL (migrated and
 * seeded by the test), serves the app with the settings the environment gives on 127.0.0.1 (on
 * MCK_TEST_PORT when a browser test needs pages whose configuration names the port, else a free
 * one), and writes `listening <port>` on stdout. Stopped with SIGTERM.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { openPostgres } from '../db/postgres-db.js';
import { createApp } from '../server/app.js';

const url = process.env.DATABASE_URL;
const schema = process.env.MCK_TEST_SCHEMA;
if (!url || !schema) throw new Error('test-server-process: DATABASE_URL and MCK_TEST_SCHEMA are required');
const db = await openPostgres(url, { schema });
const server = serve({ fetch: createApp({ db }).fetch, port: Number(process.env.MCK_TEST_PORT ?? 0), hostname: '127.0.0.1' });
await once(server, 'listening');
console.log(`listening ${(server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => {
  server.close();
  void db.close().finally(() => process.exit(0));
});
