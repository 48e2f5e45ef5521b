import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwtPayload } from './jwt.js';
import {
  TOKEN_STORAGE_KEYS, accessTokenExpired, accessTokenSubject, clearTokens, getAccessToken, getRefreshToken, setTokens,
} from './tokens.js';

const b64url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
  .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${b64url('{"alg":"none"}')}.${b64url(JSON.stringify(payload))}.sig`;

afterEach(() => {
  vi.restoreAllMocks(); // first: a test may have made storage throw
  localStorage.clear();
});

describe('decodeJwtPayload', () => {
  it('decodes base64url JSON, UTF-8 included', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u1', exp: 10, name: 'Zoë 山田' }))).toEqual({ sub: 'u1', exp: 10, name: 'Zoë 山田' });
  });
  it.each([
    ['null', null], ['empty', ''], ['two parts', 'a.b'], ['not base64', 'a.%%%.c'],
    ['not JSON', `a.${b64url('nope')}.c`], ['JSON array', `a.${b64url('[1]')}.c`], ['JSON string', `a.${b64url('"x"')}.c`],
  ])('%s → null', (_name, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('token storage', () => {
  it('stores under the mck keys and reads back', () => {
    setTokens({ access: 'A', refresh: 'R' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.access)).toBe('A');
    expect(localStorage.getItem('mck.refreshToken')).toBe('R');
    expect(getAccessToken()).toBe('A');
    expect(getRefreshToken()).toBe('R');
  });

  it('keeps a token that is not given (or empty)', () => {
    setTokens({ access: 'A', refresh: 'R' });
    setTokens({ access: 'A2' });
    setTokens({ refresh: '' });
    expect(getAccessToken()).toBe('A2');
    expect(getRefreshToken()).toBe('R');
  });

  it('clearTokens removes both', () => {
    setTokens({ access: 'A', refresh: 'R' });
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(localStorage.getItem('mck.accessToken')).toBeNull();
  });

  it('falls back to memory when storage is unavailable', () => {
    // happy-dom binds Storage methods per instance, so make the whole area inaccessible instead.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setTokens({ access: 'A', refresh: 'R' });
    expect(getAccessToken()).toBe('A');
    expect(getRefreshToken()).toBe('R');
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('falls back to memory when a write is refused', () => {
    const data = new Map<string, string>();
    const full = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
      removeItem: (k: string) => void data.delete(k),
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full);
    setTokens({ access: 'A' });
    expect(data.size).toBe(0);
    expect(getAccessToken()).toBe('A');
    clearTokens();
    expect(getAccessToken()).toBeNull();
  });
});

describe('accessTokenExpired / accessTokenSubject', () => {
  const now = Date.UTC(2024, 0, 1);
  it.each([
    ['no token', null, true],
    ['malformed', 'garbage', true],
    ['exp in the past', jwt({ exp: now / 1000 - 1 }), true],
    ['exp exactly now', jwt({ exp: now / 1000 }), true],
    ['exp in the future', jwt({ exp: now / 1000 + 60 }), false],
    ['no exp claim', jwt({ sub: 'u' }), false],
    ['non-numeric exp', jwt({ exp: 'soon' }), true],
  ])('%s → expired %s', (_name, token, expected) => {
    if (token) setTokens({ access: token });
    expect(accessTokenExpired(now)).toBe(expected);
  });

  it('defaults to the current time', () => {
    setTokens({ access: jwt({ exp: Math.floor(Date.now() / 1000) + 3600 }) });
    expect(accessTokenExpired()).toBe(false);
  });

  it('reads sub', () => {
    expect(accessTokenSubject()).toBeNull();
    setTokens({ access: jwt({ sub: 'user-42' }) });
    expect(accessTokenSubject()).toBe('user-42');
    setTokens({ access: jwt({ sub: 42 }) });
    expect(accessTokenSubject()).toBeNull();
  });
});
