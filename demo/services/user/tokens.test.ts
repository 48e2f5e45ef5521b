import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { TEST_SETTINGS, openTestDb } from '../../server/testing.js';
import { createTokenService } from './tokens.js';

let db: Db;
let closeDb: () => Promise<void>;
beforeAll(async () => ({ db, close: closeDb } = await openTestDb()));
afterAll(() => closeDb());

/** `db` while it is up; while `down`, every query fails as a stopped PostgreSQL's does. */
function restartable(inner: Db) {
  const state = { down: false };
  const refuse = () => Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
  const flaky: Db = {
    kind: inner.kind,
    query: ((...args: Parameters<Db['query']>) => (state.down ? refuse() : inner.query(...args))) as Db['query'],
    exec: (sql) => (state.down ? refuse() : inner.exec(sql)),
    transaction: (work) => (state.down ? refuse() : inner.transaction(work)),
    close: () => Promise.resolve(),
  };
  return { flaky, state };
}

describe('access tokens while the database restarts', () => {
  it('an outage is not a bad token: verifying fails as unavailable (503), not as invalid (401), and works once the database is back', async () => {
    // The key kept in the database (no MCK_JWT_SECRET), as the demo runs by default.
    const settings = { ...TEST_SETTINGS, jwtSecret: undefined };
    const [reader] = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'reader@example.com'");
    const { accessToken } = await createTokenService(db, settings).issueForSignIn(reader!.id);

    // A second service (another route's) that has not read the key yet when the database stops.
    const { flaky, state } = restartable(db);
    const tokens = createTokenService(flaky, settings);
    state.down = true;
    const during = await tokens.verifyAccessToken(accessToken).then(() => null, (err: unknown) => err);
    expect(isDatabaseUnavailable(during)).toBe(true);
    state.down = false;
    await expect(tokens.verifyAccessToken(accessToken)).resolves.toEqual({ userId: reader!.id, sessionId: expect.any(String) });
  });
});
