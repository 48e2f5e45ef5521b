import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.js';
import { createTestApp, openTestDb, TEST_SETTINGS } from '../../server/testing.js';
import { listMail, sendMail } from './outbox.js';

/** The demo outbox: what the services "send" is listed for people and for tests. */
describe('outbox', () => {
  let db: Db;
  let close = async () => {};
  beforeAll(async () => ({ db, close } = await openTestDb()));
  afterAll(() => close());

  it('lists sent mail newest first, filtered by recipient case-insensitively', async () => {
    await sendMail(db, { to: 'ada@example.com', subject: 'First', body: 'one', kind: 'contact' });
    await sendMail(db, { to: 'bob@example.com', subject: 'Other', body: 'two', kind: 'contact' });
    await sendMail(db, { to: 'Ada@Example.com', subject: 'Second', body: 'three', kind: 'one-time-code' });
    expect((await listMail(db, 'ADA@example.com')).map((m) => m.subject)).toEqual(['Second', 'First']);
    const res = await createTestApp(db).request('/demo/outbox.json?to=bob@example.com');
    expect((await res.json()).messages).toMatchObject([{ to: 'bob@example.com', subject: 'Other', body: 'two' }]);
  });

  it('shows this server\'s links as links and everything else as escaped text', async () => {
    const link = `${TEST_SETTINGS.publicOrigin}/pages/reset-password?token=abc&uid=1`;
    await sendMail(db, { to: 'eve@example.com', subject: '<b>Reset</b>', body: `Hello\n${link}\nhttps://evil.example/x`, kind: 'password-reset' });
    const page = await (await createTestApp(db).request('/demo/outbox?to=eve@example.com')).text();
    expect(page).toContain(`<a href="${link.replace('&', '&#38;')}">`);
    expect(page).toContain('<h2>&#60;b&#62;Reset&#60;/b&#62;</h2>');
    expect(page).not.toContain('href="https://evil.example');
  });
});
