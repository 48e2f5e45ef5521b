import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureForTest } from '../../../tests/support/config.js';
import { DEFAULT_SOURCE, SINGLE_SIGN_ON_TYPE } from '../../contracts/registration.js';
import { hasSource, registrationQuery, splitName } from './query.js';

beforeEach(() => configureForTest());
afterEach(() => vi.restoreAllMocks());

describe('splitName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitName('Anna Maria Schmidt')).toEqual({ firstName: 'Anna', lastName: 'Maria Schmidt' });
    expect(splitName('  Ada   Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });
  it('leaves the last name empty for one word, and both for nothing', () => {
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName('')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('registrationQuery (A§2)', () => {
  it('reads email, source, type, name, redirectURL and pdfUrl', () => {
    const query = registrationQuery('?email=ada%40example.com&source=download&type=x&name=Ada+King+Lovelace&redirectURL=%2Finsights%2Fa&pdfUrl=%2Fpdfs%2Fa.pdf');
    expect(query).toEqual({
      email: 'ada@example.com', source: 'download', type: 'x', firstName: 'Ada', lastName: 'King Lovelace',
      redirectUrl: '/insights/a', pdfUrl: '/pdfs/a.pdf', singleSignOn: false,
    });
  });
  it('is the default source without one, and marks the single-sign-on type', () => {
    const query = registrationQuery(`?type=${SINGLE_SIGN_ON_TYPE}`);
    expect(query.source).toBe(DEFAULT_SOURCE);
    expect(query.singleSignOn).toBe(true);
    expect(hasSource(query.source)).toBe(false);
    expect(hasSource('print')).toBe(true);
  });
  it('drops a redirectURL or pdfUrl the navigation check refuses, naming it on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const query = registrationQuery('?redirectURL=javascript:alert(1)&pdfUrl=https://evil.example/x.pdf', '[mck-signup]');
    expect(query.redirectUrl).toBe('');
    expect(query.pdfUrl).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mck-signup\] query parameter redirectURL is not an http\(s\) URL/));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mck-signup\] query parameter pdfUrl goes to an origin/));
  });
});
