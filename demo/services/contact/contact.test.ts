import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.js';
import { Hono } from 'hono';
import { createTestApp, openPostgresTestDb, openTestDb, TEST_SETTINGS } from '../../server/testing.js';
import { errorResponse } from '../http.js';
import { OTP_EXPIRED_MESSAGE, OTP_INVALID_MESSAGE, OTP_RESEND_WAIT_SECONDS } from '../../../core/contracts/contact.js';
import { listMail } from '../outbox/outbox.js';
import { TEST_CAPTCHA_TOKENS } from '../captcha/verify.js';
import { checkCode, issueCode, OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_TTL_SECONDS } from './codes.js';
import { CONTACT_SUCCESS_HTML } from './message.js';
import { contactRoutes } from './routes.js';

const FORMS = '/api/forms';
const visible = { 'content-type': 'application/json', CaptchaKey: TEST_CAPTCHA_TOKENS.visible };
const invisible = { 'content-type': 'application/json', InvisibleCaptchaKey: TEST_CAPTCHA_TOKENS.invisible };

const contact = (over: { email?: string; message?: string; isRequired?: boolean; to?: string; otp?: string } = {}) => ({
  PageName: 'Ada Partner', Ref: 'http://127.0.0.1:4321/pages/contact', language: 'en', isPreview: false,
  emailData: { to: over.to ?? 'partner@example.com' },
  SendEmailRequest: {
    name: 'Vera Visitor', email: over.email ?? 'vera@visitor.test', title: 'CFO', organization: 'Acme',
    subject: 'A question', message: over.message ?? 'Hello there', isRequired: over.isRequired ?? false,
  },
  Source: 'Profile', partnerName: 'Ada Partner',
  ...(over.otp ? { otp: over.otp } : {}),
});

const codeFromOutbox = async (db: Db, to: string) => /code is (\d{6})/.exec((await listMail(db, to))[0]!.body)![1]!;

function contactSuite(open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  let db: Db;
  let close = async () => {};
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    ({ db, close } = await open());
    app = createTestApp(db);
  });
  afterAll(() => close());
  const post = (path: string, body: unknown, headers: Record<string, string> = visible) =>
    app.request(`${FORMS}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

  it('mails the contact message to the partner and answers the success HTML', async () => {
    const res = await post('/save-form-data', contact({ message: 'Line one\nLine two' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { successMessage: CONTACT_SUCCESS_HTML } });
    const [mail] = await listMail(db, 'partner@example.com');
    expect(mail).toMatchObject({ kind: 'contact', subject: 'Contact form: A question' });
    expect(mail!.body).toContain('From: Vera Visitor <vera@visitor.test>');
    expect(mail!.body).toContain('Line one\nLine two');
  });

  it('refuses a missing or wrong captcha, a malformed payload, a required empty message and an outside recipient with 400', async () => {
    const noCaptcha = await post('/save-form-data', contact(), { 'content-type': 'application/json' });
    expect(noCaptcha.status).toBe(400);
    expect((await noCaptcha.json()).message).toMatch(/CaptchaKey/);
    expect((await post('/save-form-data', contact(), { ...visible, CaptchaKey: 'forged' })).status).toBe(400);
    expect((await post('/save-form-data', { ...contact(), emailData: {} })).status).toBe(400);
    expect((await post('/save-form-data', contact({ message: '  ', isRequired: true }))).status).toBe(400);
    const relay = await post('/save-form-data', contact({ to: 'someone@elsewhere.test' }));
    expect(relay.status).toBe(400);
    expect(await listMail(db, 'someone@elsewhere.test')).toEqual([]);
  });

  it('sends with a mailed code once; the same code again is "Otp is invalid"', async () => {
    const email = 'otp-ok@visitor.test';
    const asked = await post('/generate-otp', { email, firstName: 'Otto' });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ data: { expiresInSeconds: OTP_TTL_SECONDS } });
    const code = await codeFromOutbox(db, email);
    expect((await post('/save-form-data-with-otp', contact({ email, otp: code }), invisible)).status).toBe(200);
    const again = await post('/save-form-data-with-otp', contact({ email, otp: code }), invisible);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(OTP_INVALID_MESSAGE);
  });

  it('answers "Otp is expired" for an expired code and "Otp is invalid" for a wrong one', async () => {
    const email = 'otp-late@visitor.test';
    await post('/generate-otp', { email, firstName: 'Lea' });
    const code = await codeFromOutbox(db, email);
    const wrong = await post('/save-form-data-with-otp', contact({ email, otp: code === '000000' ? '111111' : '000000' }), invisible);
    expect((await wrong.json()).message).toBe(OTP_INVALID_MESSAGE);
    expect((await app.request(`/demo/one-time-codes/expire?email=${email}`, { method: 'POST' })).status).toBe(204);
    const late = await post('/save-form-data-with-otp', contact({ email, otp: code }), invisible);
    expect(late.status).toBe(400);
    expect((await late.json()).message).toBe(OTP_EXPIRED_MESSAGE);
    expect((await post('/generate-otp', { email, firstName: 'Lea' }, invisible)).status).toBe(200); // no resend wait left
  });

  it('refuses the with-code call without its invisible captcha, and a code asked for with a forged one', async () => {
    expect((await post('/save-form-data-with-otp', contact({ otp: '123456' }), visible)).status).toBe(400);
    const forged = { ...invisible, InvisibleCaptchaKey: TEST_CAPTCHA_TOKENS.visible };
    expect((await post('/generate-otp', { email: 'forged@visitor.test', firstName: 'F' }, forged)).status).toBe(400);
  });

  it('refuses a second code within the resend wait with 429', async () => {
    const email = 'otp-twice@visitor.test';
    expect((await post('/generate-otp', { email, firstName: 'Tim' })).status).toBe(200);
    const again = await post('/generate-otp', { email, firstName: 'Tim' }, invisible);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  describe('resend limits outlive the code (A§9)', () => {
    // The contact routes alone, on a clock the test moves.
    let clock = 0;
    const start = Date.UTC(2026, 1, 1);
    const clocked = () => new Hono().onError(errorResponse)
      .route('/', contactRoutes({ db, settings: TEST_SETTINGS }, { now: () => new Date(start + clock * 1000) }));
    const ask = (target: Hono, email: string) => target.request(`${FORMS}/generate-otp`, {
      method: 'POST', headers: invisible, body: JSON.stringify({ email, firstName: 'Gus' }),
    });
    const guessWrong = async (target: Hono, email: string) => {
      const code = (await listMail(db, email)).map((m) => /code is (\d{6})/.exec(m.body)![1]!)[0]!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
        const res = await target.request(`${FORMS}/save-form-data-with-otp`, {
          method: 'POST', headers: invisible, body: JSON.stringify(contact({ email, otp: wrong })),
        });
        expect((await res.json()).message).toBe(OTP_INVALID_MESSAGE);
      }
    };

    it('refuses a new code right after five wrong guesses killed the last one, with 429 and Retry-After; accepts it after the wait', async () => {
      const target = clocked();
      const email = 'guesser@visitor.test';
      clock = 0;
      expect((await ask(target, email)).status).toBe(200);
      await guessWrong(target, email);
      clock = 2;
      const again = await ask(target, email);
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('Retry-After'))).toBe(OTP_RESEND_WAIT_SECONDS - 2);
      expect(await listMail(db, email)).toHaveLength(1);
      clock = OTP_RESEND_WAIT_SECONDS;
      expect((await ask(target, email)).status).toBe(200);
      expect(await listMail(db, email)).toHaveLength(2);
    });

    it(`refuses a sixth code within the hour though every code died of wrong guesses, until the first send is an hour old`, async () => {
      const target = clocked();
      const email = 'hourly-guesser@visitor.test';
      for (let i = 0; i < OTP_MAX_PER_HOUR; i += 1) {
        clock = 1000 + i * OTP_RESEND_WAIT_SECONDS;
        expect((await ask(target, email)).status).toBe(200);
        await guessWrong(target, email);
      }
      clock = 1000 + OTP_MAX_PER_HOUR * OTP_RESEND_WAIT_SECONDS;
      const sixth = await ask(target, email);
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get('Retry-After'))).toBe(3600 - OTP_MAX_PER_HOUR * OTP_RESEND_WAIT_SECONDS);
      expect(await listMail(db, email)).toHaveLength(OTP_MAX_PER_HOUR);
      clock = 1000 + 3600;
      expect((await ask(target, email)).status).toBe(200);
    });

    it('keeps the wait after a code was used', async () => {
      const target = clocked();
      const email = 'user-of-code@visitor.test';
      clock = 5000;
      await ask(target, email);
      const code = await codeFromOutbox(db, email);
      const sent = await target.request(`${FORMS}/save-form-data-with-otp`, {
        method: 'POST', headers: invisible, body: JSON.stringify(contact({ email, otp: code })),
      });
      expect(sent.status).toBe(200);
      expect((await ask(target, email)).status).toBe(429);
    });
  });

  describe('codes (on a fixed clock)', () => {
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

    it('lives OTP_TTL_SECONDS', async () => {
      const code = await issueCode(db, 'ttl@visitor.test', at(0));
      expect(await checkCode(db, 'ttl@visitor.test', code, at(OTP_TTL_SECONDS))).toBe('expired');
      const fresh = await issueCode(db, 'ttl2@visitor.test', at(0));
      expect(await checkCode(db, 'TTL2@visitor.test', ` ${fresh} `, at(OTP_TTL_SECONDS - 1))).toBe('ok');
    });

    it('dies after OTP_MAX_ATTEMPTS wrong guesses', async () => {
      const code = await issueCode(db, 'guess@visitor.test', at(0));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) expect(await checkCode(db, 'guess@visitor.test', wrong, at(1))).toBe('invalid');
      expect(await checkCode(db, 'guess@visitor.test', code, at(2))).toBe('invalid');
    });

    it('allows a new code after OTP_RESEND_WAIT_SECONDS, at most OTP_MAX_PER_HOUR an hour', async () => {
      const email = 'resend@visitor.test';
      await issueCode(db, email, at(0));
      await expect(issueCode(db, email, at(OTP_RESEND_WAIT_SECONDS - 1))).rejects.toMatchObject({ status: 429 });
      for (let i = 1; i < OTP_MAX_PER_HOUR; i += 1) await issueCode(db, email, at(i * OTP_RESEND_WAIT_SECONDS));
      await expect(issueCode(db, email, at(OTP_MAX_PER_HOUR * OTP_RESEND_WAIT_SECONDS))).rejects.toMatchObject({ status: 429 });
      await expect(issueCode(db, email, at(3600))).resolves.toMatch(/^\d{6}$/);
    });
  });
}

describe('contact service (PGlite)', () => contactSuite(openTestDb));
describe.runIf(process.env.DATABASE_URL)('contact service (PostgreSQL)', () => contactSuite(openPostgresTestDb));
