import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STORAGE_KEYS, clearUserData, readLocalJson, readSessionJson, writeLocalJson, writeSessionJson,
} from './storage.js';
import { deleteCookie, getCookie, setCookie } from './cookies.js';

afterEach(() => {
  vi.restoreAllMocks(); // first: a test may have made storage throw
  localStorage.clear();
  sessionStorage.clear();
});

describe('JSON storage', () => {
  it('round-trips objects in session and local storage', () => {
    expect(writeSessionJson('k', { a: 1, b: ['x'] })).toBe(true);
    expect(readSessionJson('k')).toEqual({ a: 1, b: ['x'] });
    expect(localStorage.getItem('k')).toBeNull();
    writeLocalJson('k', { c: true });
    expect(readLocalJson('k')).toEqual({ c: true });
  });

  it.each([
    ['missing', null],
    ['bad JSON', '{nope'],
    ['JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['JSON number', '5'],
  ])('returns {} for %s', (_name, raw) => {
    if (raw !== null) sessionStorage.setItem('k', raw);
    expect(readSessionJson('k')).toEqual({});
  });

  // A fake area rather than spies on the real one: happy-dom binds Storage methods onto each
  // instance through a Proxy, and spies on those cannot be restored cleanly.
  it('survives storage methods that throw', () => {
    const hostile = {
      getItem: () => { throw new Error('denied'); },
      setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
      removeItem: () => { throw new Error('denied'); },
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(hostile);
    expect(readLocalJson('k')).toEqual({});
    expect(writeLocalJson('k', { a: 2 })).toBe(false);
    expect(() => clearUserData()).not.toThrow();
  });

  it('survives storage that cannot even be accessed', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readSessionJson('k')).toEqual({});
    expect(writeSessionJson('k', { a: 1 })).toBe(false);
    expect(() => clearUserData()).not.toThrow();
  });

  it('clearUserData removes every user-data key from both areas and nothing else', () => {
    for (const key of Object.values(STORAGE_KEYS)) {
      localStorage.setItem(key, '{}');
      sessionStorage.setItem(key, '{}');
    }
    localStorage.setItem('mck.dictionary.en', '{}');
    clearUserData();
    for (const key of Object.values(STORAGE_KEYS)) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('mck.dictionary.en')).toBe('{}');
    expect(Object.keys(STORAGE_KEYS)).toEqual(expect.arrayContaining(['savedArticles', 'ratings', 'subscriptions']));
  });
});

describe('cookies', () => {
  afterEach(() => {
    deleteCookie('a');
    deleteCookie('b');
  });

  it('sets, reads (decoded) and deletes', () => {
    setCookie('a', 'x y;z', { days: 1 });
    setCookie('b', 'true');
    expect(getCookie('a')).toBe('x y;z');
    expect(getCookie('b')).toBe('true');
    expect(getCookie('missing')).toBeNull();
    deleteCookie('a');
    expect(getCookie('a')).toBeNull();
    expect(getCookie('b')).toBe('true');
  });

  it('writes path, SameSite, expiry and Secure on https', () => {
    const writes: string[] = [];
    const fake = {
      location: { protocol: 'https:' },
      get cookie() { return ''; },
      set cookie(v: string) { writes.push(v); },
    } as unknown as Document;
    setCookie('p', '1', { days: 2 }, fake);
    setCookie('q', '1', { path: '/x', sameSite: 'Strict', domain: '.example.com', secure: false }, fake);
    deleteCookie('p', { path: '/', domain: '.example.com' }, fake);
    expect(writes[0]).toMatch(/^p=1; path=\/; expires=[^;]+GMT; SameSite=Lax; Secure$/);
    expect(writes[1]).toBe('q=1; path=/x; domain=.example.com; SameSite=Strict');
    expect(writes[2]).toMatch(/^p=; path=\/; expires=Thu, 01 Jan 1970 00:00:00 GMT; domain=\.example\.com$/);
  });

  it('is not Secure on http by default', () => {
    const writes: string[] = [];
    const fake = { location: { protocol: 'http:' }, set cookie(v: string) { writes.push(v); } } as unknown as Document;
    setCookie('p', '1', {}, fake);
    expect(writes[0]).toBe('p=1; path=/; SameSite=Lax');
  });

  it('reads a value that is not URI-encoded', () => {
    const fake = { cookie: 'other=1; raw=100%; x' } as unknown as Document;
    expect(getCookie('raw', fake)).toBe('100%');
    expect(getCookie('x', fake)).toBe('');
  });
});
