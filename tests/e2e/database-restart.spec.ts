import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import type { Db } from '../../demo/db/db.js';
import { openDatabase } from '../../demo/db/open.js';
import { TEST_SEED_SCALE } from '../../demo/server/testing.js';
import { collectConsole, READER, signInThroughForm } from './support.js';

/**
 * Issue 20 §7, as a reader sees it: the database stops while a reader saves an article and edits
 * the profile. Each widget shows its error state and names itself and the cause on the console,
 * what the reader typed stays, and pressing again once the database is back does it. The demo
 * server here runs on a PostgreSQL cluster of this test's own (the suite's shared database is not
 * stopped), so it needs PostgreSQL like demo/services/database-restart.test.ts (the services' side,
 * under a 60 s load): it runs where DATABASE_URL is set, as in `.ci/run`.
 */

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const PG_DIR = `/tmp/mck-restart-e2e-${process.pid}`;
const SCHEMA = 'mck_restart_e2e';
const PORT = 4420;
const BASE = `http://127.0.0.1:${PORT}`;
const script = (command: string) =>
  run('bash', ['scripts/start-test-postgres.sh', command], { cwd: REPO, env: { ...process.env, MCK_PG_DIR: PG_DIR, MCK_PG_DATABASE: 'mck_restart_e2e' } });

test.describe('widgets while the database restarts', () => {
  test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (DATABASE_URL set, as in .ci/run)');
  test.describe.configure({ timeout: 180_000 });

  let db: Db | undefined;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    const url = /DATABASE_URL=(\S+)/.exec((await script('start')).stdout)![1]!;
    ({ db } = await openDatabase({ databaseUrl: url, schema: SCHEMA, seedScale: TEST_SEED_SCALE }));
    server = spawn(process.execPath, ['--import', 'tsx', 'demo/services/test-server-process.ts'], {
      cwd: REPO,
      // PORT: the page configuration names the services at this origin.
      env: { ...process.env, DATABASE_URL: url, MCK_TEST_SCHEMA: SCHEMA, MCK_TEST_PORT: String(PORT), PORT: String(PORT), MCK_AUTH_RATE_LIMIT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stderr!.resume();
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('listening')) resolve(); });
      server!.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
    });
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await db?.close().catch(() => {});
    await script('stop');
  });

  async function signIn(page: Page) {
    await page.goto(`${BASE}/pages/session`);
    await signInThroughForm(page, READER.email, READER.password);
    await expect(page.locator('mck-signin').getByText('Signed in as Rosa Reyes')).toBeVisible();
  }

  test('save article: the error state while the database is down, saved on the press after it is back', async ({ page }) => {
    const warnings = collectConsole(page, ['warning']);
    await signIn(page);
    await page.goto(`${BASE}/pages/article-save`);
    const control = page.getByTestId('save');
    const save = control.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-disabled', 'false');
    await expect(save).toHaveAttribute('aria-pressed', 'false');

    await script('pause');
    try {
      await save.click();
      await expect(control.getByRole('alert')).toHaveText(/^Something went wrong/);
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      expect(warnings).toContain('[mck-save-article] saving the article failed: the service answered 503, retry after 5 s.');
      // The rest of the page still works: the sign-in state did not change.
      await expect(page.locator('mck-save-article')).not.toHaveAttribute('data-mck-error');
    } finally {
      await script('resume');
    }

    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(control.getByRole('alert')).toHaveCount(0);
    const [reader] = await db!.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [READER.email]);
    const saved = await db!.query<{ article_id: string }>('SELECT article_id FROM saved_articles WHERE user_id = $1', [reader!.id]);
    const articleId = await page.locator('mck-save-article').getAttribute('article-id');
    expect(saved.map((r) => r.article_id)).toContain(articleId);
  });

  test('profile settings: what the reader typed stays through the outage and is saved on the next press', async ({ page }) => {
    const warnings = collectConsole(page, ['warning']);
    await signIn(page);
    await page.goto(`${BASE}/pages/profile`);
    const profile = page.locator('mck-profile-settings');
    await expect(profile.getByLabel('First name')).toHaveValue('Rosa');
    const title = 'Head of Editorial Operations';
    await profile.getByLabel('Job title').fill(title);

    await script('pause');
    try {
      await profile.getByRole('button', { name: 'Save changes' }).click();
      await expect(profile.getByRole('alert').filter({ hasText: /^Something went wrong/ })).toBeVisible();
      await expect(profile.getByLabel('Job title')).toHaveValue(title);
      expect(warnings.some((w) => w.startsWith('[mck-profile-settings]') && w.includes('503'))).toBe(true);
    } finally {
      await script('resume');
    }

    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByRole('status').filter({ hasText: 'Your profile has been updated.' })).toBeVisible();
    const [row] = await db!.query<{ title_name: string }>('SELECT title_name FROM users WHERE email = $1', [READER.email]);
    expect(row!.title_name).toBe(title);
  });
});
