import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../services/http.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './unavailable.js';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('a database that cannot be reached', () => {
  it('is told from a request or code fault by its error', () => {
    expect(isDatabaseUnavailable(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('is answered 503 with Retry-After, other failures 500', async () => {
    const app = new Hono().onError(errorResponse)
      .get('/down', () => { throw pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'); })
      .get('/bug', () => { throw pgError('syntax error', '42601'); });
    const down = await app.request('/down');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect((await down.json()).message).toMatch(/briefly unavailable/);
    const bug = await app.request('/bug');
    expect(bug.status).toBe(500);
    expect(bug.headers.get('retry-after')).toBeNull();
  });
});
