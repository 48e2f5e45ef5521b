import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody, TOKEN_HEADERS } from '../../../core/contracts/auth.js';
import { PracticeSubscriptionResponse, REGISTRATION_PATHS } from '../../../core/contracts/registration.js';
import { useAccountTestApp } from './account-test-app.js';
import { PRACTICE_ALERTS } from './practice-alerts.js';

const { app } = useAccountTestApp();

async function signIn(username: string, password: string) {
  const res = await app().request('/api/user/v2/auth/login', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  const { data } = await res.json();
  return { id: data.id as string, token: res.headers.get(TOKEN_HEADERS.access)! };
}

const subscribe = (userId: string, practiceCode: string, token?: string) =>
  app().request(`/api/user${REGISTRATION_PATHS.practiceSubscription(userId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ practiceCode }),
  });

describe('POST {user}/v2/users/{userId}/practice-subscription', () => {
  it('adds the practice\'s alert to the user\'s subscriptions, once however often it is called', async () => {
    const alumni = await signIn('alumni@example.com', 'Alumni-pass-1');
    for (let i = 0; i < 2; i++) {
      const res = await subscribe(alumni.id, 'Marketing-Sales', alumni.token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(is(body, PracticeSubscriptionResponse)).toBe(true);
      expect(body.data.subscriptions).toEqual([PRACTICE_ALERTS['marketing-sales'], 'ALERT_SUSTAINABILITY'].sort());
    }
  });

  it('answers 404 for a practice without an alert', async () => {
    const reader = await signIn('reader@example.com', 'Reader-pass-1');
    const res = await subscribe(reader.id, 'no-such-practice', reader.token);
    expect(res.status).toBe(404);
    expect(is(await res.json(), ErrorBody)).toBe(true);
  });

  it('needs the user\'s own session: 401 without one, 403 for another user', async () => {
    const reader = await signIn('reader@example.com', 'Reader-pass-1');
    const premium = await signIn('premium@example.com', 'Premium-pass-1');
    expect((await subscribe(reader.id, 'technology')).status).toBe(401);
    expect((await subscribe(premium.id, 'technology', reader.token)).status).toBe(403);
  });
});
