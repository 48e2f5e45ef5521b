#!/usr/bin/env node
/**
 * The reference services under load: p50 / p95 / p99 of the search, suggestions and job-search
 * endpoints over the full seed, 50 requests in flight at a time, on loopback. Not a test.
 *
 *   node bench/services.mjs [--requests 5000] [--concurrency 50] [--port 4441] [--workers <cores - 1>]
 *     [--endpoints 'search;search, each new;suggestions;job search'] [--backends pglite,postgres]
 *
 * Starts the demo server (demo/server/main.ts) on PGlite (data in .data/bench-services, seeded on
 * the first run) and again on PostgreSQL (in a database `mck_bench` beside the one DATABASE_URL
 * names, created and seeded on the first run; without DATABASE_URL, on a throwaway cluster of its
 * own when PostgreSQL is installed). PGlite runs one query at a time, so its numbers show queueing; the goals (search p95 ≤ 20 ms, suggestions p95 ≤
 * 10 ms) are for PostgreSQL. The load generator shares the machine's cores with the server.
 * The service caches answers (demo/services/search/answer-cache.ts): `search` repeats a mix of
 * queries as users do, `search, each new` never repeats one (the database's cost).
 * Beside the latencies, the CPU each request took (from /proc, Linux only) of the server, of
 * PostgreSQL and of this load generator, and what the rest of the machine took meanwhile, then
 * what that caps: with 50 requests always in flight, latency is CPU per request × 50 / cores.
 * `npm run bench` runs this after its own tables.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineBusyMs, processTimes } from './machine-load.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Words and filters the requests cycle through: every request differs from its neighbours. */
const WORDS = ['healthcare', 'generative ai', 'supply chain', 'decarbonization', 'leaders', 'banking',
  'talent retention', 'energy transition', 'pricing', 'cybersecurity', 'growth strategy', 'automation',
  'partner london', 'private equity', 'digital transformation', 'hydrogen', 'productivity', 'retail'];
const TYPOS = ['helthcare', 'generatve ai', 'decarbonizaton', 'cybersecurty', 'productivty'];
const PREFIXES = ['gen', 'supp', 'dec', 'heal', 'tal', 'ener', 'pric', 'cyb', 'grow', 'auto', 'priv', 'digi'];
const FILTERS = ['all', 'insights', 'people', 'services', 'careers'];
const JOB_FILTERS = ['', 'continents=Europe', 'countries=Germany,India', 'interestCategory=Technology',
  'continents=Asia&functions=Operations', 'industries=Healthcare&interestCategory=Consulting'];
const JOB_WORDS = ['', 'engineer', 'data', 'consultant', 'designer', 'research'];

/** A page search request. */
const searchPath = (q, filter, start, extra = '') =>
  `/api/search/pages?q=${encodeURIComponent(q)}&pageFilter=${filter}&start=${start}${extra}`;

const ENDPOINTS = {
  search: (i) => {
    const q = i % 10 === 9 ? TYPOS[i % TYPOS.length] : WORDS[i % WORDS.length];
    const filter = FILTERS[i % FILTERS.length];
    return searchPath(q, filter, (i % 3) * 10, filter === 'insights' && i % 2 ? '&sort=date' : '');
  },
  // Every request a query the service has not answered yet (no two requests of a run, warm-up
  // included, share word, filter and start): the database's cost, without the answer cache. Each
  // word and filter recurs at other starts, so the did-you-mean check (cached by words and filter)
  // runs once per pair: a request costs the one statement of its page of results. The warm-up's
  // requests are the measured ones' kind, at starts 5 past theirs.
  'search, each new': (i) => {
    const warmUp = i >= WARM_UP_FIRST;
    const n = warmUp ? i - WARM_UP_FIRST : i;
    return searchPath(WORDS[n % WORDS.length], FILTERS[Math.floor(n / WORDS.length) % FILTERS.length],
      10 * Math.floor(n / (WORDS.length * FILTERS.length)) + (warmUp ? 5 : 0));
  },
  suggestions: (i) => `/api/search/pages/suggestions?q=${PREFIXES[i % PREFIXES.length]}`,
  'job search': (i) => `/api/search/jobsearch/?q=${JOB_WORDS[i % JOB_WORDS.length]}&${JOB_FILTERS[i % JOB_FILTERS.length]}&start=${(i % 2) * 20}`,
};
const GOALS = { search: 20, 'search, each new': 20, suggestions: 10 };

/**
 * Requests measured per endpoint: enough for a steady state (a thousand at 50 in flight lasted a
 * third of a second, and its p95 was mostly the server's JIT and first collections).
 */
const DEFAULT_REQUESTS = 5000;
/**
 * Requests before the measured ones, per endpoint: until the server runs as it does after hours of
 * traffic. Its answer caches (demo/services/search/answer-cache.ts) hold 2,000 entries each; while
 * they fill, its heap grows and its collections take longer. "search, each new" on PostgreSQL, 2
 * cores, p95 after 1,000 requests first: 35–40 ms; after 5,000: 26; after 10,000 or 20,000: 24.
 */
const WARM_UP_REQUESTS = 10_000;
/** The warm-up's first request number: its requests never share a measured one's key. */
const WARM_UP_FIRST = 1_000_000;
/**
 * Server processes on PostgreSQL: a core is left to the load generator (and PostgreSQL), which
 * share the machine. On 2 cores a second server process only took the generator's core: search
 * p95 25 ms with 2 processes, 17 ms with 1.
 */
const DEFAULT_WORKERS = Math.max(1, availableParallelism() - 1);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * One GET on a kept-alive connection; resolves with the status once the whole body is in.
 * node:http rather than fetch: the load generator shares the cores with the server, and fetch
 * spends several times more CPU per request, which the server's latencies would then show.
 */
function getStatus(agent, url) {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * CPU time (ms) so far, by process, of: the server (`serverPid` and its descendants: cluster
 * workers, and PGlite, which runs inside it) and PostgreSQL (`postgresPids`: the bench
 * database's backends); this load generator's; and the whole machine's, whose rest is what
 * other programs took meanwhile.
 */
function cpuSnapshot(serverPid, postgresPids = []) {
  const processes = processTimes();
  const inServer = (pid) => {
    for (let at = pid, hops = 0; at > 1 && hops < 10; at = processes.get(at)?.parent ?? 0, hops++) if (at === serverPid) return true;
    return false;
  };
  const server = new Map();
  for (const [pid, p] of processes) if (inServer(pid)) server.set(pid, p.ms);
  const postgres = new Map(postgresPids.flatMap((pid) => (processes.has(pid) ? [[pid, processes.get(pid).ms]] : [])));
  const own = process.cpuUsage();
  return { server, postgres, generator: (own.user + own.system) / 1000, machine: machineBusyMs() };
}

/** CPU ms per request of each part between two snapshots (a process that started meanwhile from 0); null off Linux. */
function cpuPerRequest(before, after, requests) {
  if (before.machine === null || after.machine === null) return null;
  const grew = (key) => [...after[key]].reduce((sum, [pid, ms]) => sum + ms - (before[key].get(pid) ?? 0), 0) / requests;
  const [server, postgres] = [grew('server'), grew('postgres')];
  const generator = (after.generator - before.generator) / requests;
  const other = Math.max(0, (after.machine - before.machine) / requests - server - postgres - generator);
  return { server, postgres, generator, other };
}

/** The backends serving `databaseUrl`'s database now (the server's pool), by pid. */
async function backendPids(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** `total` requests of one endpoint (request numbers from `first`), `concurrency` in flight; latencies in ms, sorted. */
async function load(origin, path, total, concurrency, first = 0) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let next = first;
  const end = first + total;
  let failures = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < end) {
      const i = next++;
      const t = performance.now();
      const status = await getStatus(agent, origin + path(i));
      latencies.push(performance.now() - t);
      if (status < 200 || status > 299) failures++;
    }
  }));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), failures, perSecond: total / seconds };
}

async function startServer({ port, env }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), MCK_CMS_PORT: String(port + 1) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => { log += chunk; });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`bench: the demo server exited:\n${log}`);
    try {
      if ((await fetch(`${origin}/api/config`)).ok) return { origin, pid: child.pid, log: () => log, stop: () => child.kill('SIGTERM') };
    } catch { /* not listening yet */ }
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error(`bench: the demo server did not start on ${origin}:\n${log}`);
}

/** DATABASE_URL's server, database `mck_bench` (created when missing): the bench never touches the tests' data. */
async function benchDatabaseUrl(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT 1 FROM pg_database WHERE datname = 'mck_bench'");
    if (rows.length === 0) await client.query('CREATE DATABASE mck_bench');
  } finally {
    await client.end();
  }
  const bench = new URL(url);
  bench.pathname = '/mck_bench';
  return bench.toString();
}

async function benchBackend(name, env, { port, requests, concurrency, endpoints, misses }) {
  const t = Date.now();
  const server = await startServer({ port, env });
  const ready = server.log().match(/database ready in (\d+) ms(.*)/);
  console.log(`\n${name}: server up in ${((Date.now() - t) / 1000).toFixed(1)} s${ready ? ` (database ${ready[1]} ms${ready[2]})` : ''}`);
  const rows = [];
  const limits = [];
  try {
    for (const endpoint of endpoints) {
      const path = ENDPOINTS[endpoint];
      // Warm JIT, connections and (for `search`, whose mix repeats every 90 requests) the answer
      // caches of every server process, and bring them to their steady size, on request numbers
      // of their own.
      await load(server.origin, path, WARM_UP_REQUESTS, concurrency, WARM_UP_FIRST);
      const postgresPids = env.DATABASE_URL ? await backendPids(env.DATABASE_URL) : [];
      const before = cpuSnapshot(server.pid, postgresPids);
      const { latencies, failures, perSecond } = await load(server.origin, path, requests, concurrency);
      const after = cpuSnapshot(server.pid, env.DATABASE_URL ? [...new Set([...postgresPids, ...await backendPids(env.DATABASE_URL)])] : []);
      const cpu = cpuPerRequest(before, after, requests);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p).toFixed(1));
      const goal = GOALS[endpoint] ? `p95 ≤ ${GOALS[endpoint]} ms` : '';
      const ms = (value) => (cpu ? value.toFixed(2) : '–');
      // The goals are PostgreSQL's (PGlite runs one query at a time: its figures show queueing).
      const missed = !!env.DATABASE_URL && !!GOALS[endpoint] && Number(p95) > GOALS[endpoint];
      if (missed) misses.push(`services, ${name}, ${endpoint}: p95 ${p95} ms (goal ≤ ${GOALS[endpoint]} ms)`);
      rows.push([endpoint, String(requests), p50, missed ? `${p95} ✗` : p95, p99, perSecond.toFixed(0), String(failures),
        ms(cpu?.server), env.DATABASE_URL ? ms(cpu?.postgres) : 'in server', ms(cpu?.generator), ms(cpu?.other), goal]);
      if (cpu) limits.push(...limitLines(endpoint, cpu, perSecond, concurrency, percentile(latencies, 95)));
    }
  } finally {
    server.stop();
  }
  const header = ['endpoint', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'failed',
    'CPU ms/req: server', 'PostgreSQL', 'load gen.', 'other', 'goal (PostgreSQL)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const row of [header, ...rows]) console.log('  ' + row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  if (limits.length) {
    console.log(`  What limits it (${CORES} cores; "other" is what the rest of the machine took meanwhile):`);
    for (const line of limits) console.log(`    ${line}`);
  }
}

const CORES = availableParallelism();

/**
 * Where one endpoint's latency comes from. With `concurrency` requests always in flight, the mean
 * latency is concurrency / throughput (Little's law), and throughput is capped by the CPU each
 * request takes from the machine's cores (the server's, PostgreSQL's, the generator's, and what
 * other programs take meanwhile), or by the server's own CPU per request on its one core. So a
 * latency goal is a CPU budget per request, printed beside what the requests took, and the mean
 * the same requests would wait on a machine running nothing else (the rest's share left out).
 */
function limitLines(endpoint, cpu, perSecond, concurrency, p95) {
  const own = cpu.server + cpu.postgres + cpu.generator;
  const total = own + cpu.other;
  const coresCap = (CORES * 1000) / total;
  const serverCap = 1000 / cpu.server;
  const [cap, by] = serverCap < coresCap ? [serverCap, 'the server process on its one core'] : [coresCap, `${CORES} cores`];
  const lines = [`${endpoint}: ${total.toFixed(2)} ms CPU per request (server ${cpu.server.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, `
    + `load generator ${cpu.generator.toFixed(2)}, rest of the machine ${cpu.other.toFixed(2)}) → at most ${cap.toFixed(0)} req/s, `
    + `limited by ${by}; ${concurrency} in flight at ${perSecond.toFixed(0)} req/s wait ${((concurrency * 1000) / perSecond).toFixed(1)} ms on average.`];
  const alone = (concurrency * own) / CORES;
  lines.push(`  On an otherwise idle machine: ${own.toFixed(2)} ms CPU per request → a mean of about ${alone.toFixed(1)} ms at ${concurrency} in flight`
    + (cpu.other > own * 0.25 ? ` (this run shared the cores: the rest of the machine took ${((cpu.other * perSecond) / 1000).toFixed(1)} of ${CORES}).` : '.'));
  const goal = GOALS[endpoint];
  if (goal) {
    // A p95 at the goal needs a mean below it, by as much as this run's p95 stood above its mean
    // (at least 1): that mean needs this many requests a second, and they this little CPU each,
    // with the cores as busy as in this run (80–90 %: requests wait on each other between steps).
    const mean = (concurrency * 1000) / perSecond;
    const tail = Math.max(1, p95 / mean);
    const meanNeeded = goal / tail;
    const needed = (concurrency * 1000) / meanNeeded;
    const busy = Math.min(1, (perSecond * total) / (CORES * 1000));
    const budget = (CORES * 1000 * busy) / needed;
    const parts = [['server', cpu.server], ['PostgreSQL', cpu.postgres], ['load generator', cpu.generator]];
    const over = own > budget
      ? `over by ${(own - budget).toFixed(2)} ms; ${parts.filter(([, ms]) => ms >= budget / 2).map(([name, ms]) => `${name} alone takes ${(ms / budget * 100).toFixed(0)}% of it`).join(', ') || 'no one part takes half'}`
      : 'within it';
    lines.push(`  Goal p95 ≤ ${goal} ms: this run's p95 was ${tail.toFixed(2)}× its mean, so a mean of ${meanNeeded.toFixed(1)} ms, which needs ${needed.toFixed(0)} req/s;`
      + ` with the cores ${(busy * 100).toFixed(0)} % busy as in this run, ≤ ${budget.toFixed(2)} ms CPU per request in all (≤ ${(1000 / needed).toFixed(2)} ms in the server process); these requests took ${own.toFixed(2)} without the rest of the machine: ${over}.`);
  }
  return lines;
}

/** Both backends, one after the other (never at once: 2 cores). */
export async function benchServices({
  requests = DEFAULT_REQUESTS, concurrency = 50, port = 4441, workers = DEFAULT_WORKERS,
  endpoints = Object.keys(ENDPOINTS), backends = ['pglite', 'postgres'],
} = {}) {
  const unknown = endpoints.filter((e) => !ENDPOINTS[e]);
  if (unknown.length) throw new Error(`bench: no endpoint ${unknown.join(', ')} (${Object.keys(ENDPOINTS).join(', ')})`);
  console.log(`\nReference services: ${requests} requests per endpoint, ${concurrency} in flight, loopback`);
  /** Each goal missed, a line each (for `npm run bench`'s summary). */
  const misses = [];
  if (backends.includes('pglite')) {
    await benchBackend('PGlite (one query at a time)', { DATABASE_URL: '', MCK_DATA_DIR: join(ROOT, '.data', 'bench-services'), MCK_SEED_SCALE: '1' },
      { port, requests, concurrency, endpoints, misses });
  }
  if (!backends.includes('postgres')) return misses;
  const own = process.env.DATABASE_URL ? null : startOwnPostgres();
  const url = process.env.DATABASE_URL || own?.url;
  if (!url) {
    console.log('\n  PostgreSQL: skipped (no DATABASE_URL, and no PostgreSQL installed to start one: apt-get install postgresql)');
    return [...misses, 'services on PostgreSQL: not measured (no PostgreSQL)'];
  }
  try {
    // PostgreSQL serves many connections at once, so the server may run several processes (MCK_WORKERS).
    await benchBackend(`PostgreSQL (${workers} server process${workers > 1 ? 'es' : ''}${own ? ', a cluster of its own' : ''})`,
      { DATABASE_URL: await benchDatabaseUrl(url), MCK_SEED_SCALE: '1', MCK_WORKERS: String(workers) },
      { port, requests, concurrency, endpoints, misses });
  } finally {
    own?.stop();
  }
  return misses;
}

/**
 * Without DATABASE_URL, a throwaway cluster of the bench's own (scripts/start-test-postgres.sh)
 * when Debian's PostgreSQL is installed: `{ url, stop }`, or null.
 */
function startOwnPostgres() {
  if (!existsSync('/usr/lib/postgresql') || !readdirSync('/usr/lib/postgresql').length) return null;
  // In the temporary folder: as root the script runs PostgreSQL as the postgres user, who must reach it.
  const env = { ...process.env, MCK_PG_DIR: join(tmpdir(), 'mck-bench-postgres'), MCK_PG_DATABASE: 'mck_bench_own' };
  const script = join(ROOT, 'scripts', 'start-test-postgres.sh');
  const started = spawnSync('bash', [script], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const url = /DATABASE_URL=['"]?([^'"\s]+)/.exec(started.stdout ?? '')?.[1];
  if (started.status !== 0 || !url) {
    console.log(`\n  PostgreSQL: could not start a cluster of its own (${script} exited ${started.status})`);
    return null;
  }
  return { url, stop: () => spawnSync('bash', [script, 'stop'], { env, stdio: 'ignore' }) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: String(DEFAULT_REQUESTS) }, concurrency: { type: 'string', default: '50' }, port: { type: 'string', default: '4441' },
      workers: { type: 'string', default: String(DEFAULT_WORKERS) },
      // e.g. --endpoints 'search, each new;suggestions' --backends postgres, to look into one figure
      endpoints: { type: 'string', default: Object.keys(ENDPOINTS).join(';') },
      backends: { type: 'string', default: 'pglite,postgres' },
    },
  });
  benchServices({
    requests: Number(values.requests), concurrency: Number(values.concurrency), port: Number(values.port), workers: Number(values.workers),
    endpoints: values.endpoints.split(';').map((e) => e.trim()), backends: values.backends.split(','),
  })
    .then((misses) => console.log(`\nGoals missed: ${misses.length}${misses.map((m) => `\n  ✗ ${m}`).join('')}`))
    .catch((err) => { console.error(err.message ?? err); process.exitCode = 1; });
}
