import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../page/config.js';
import { configureForTest } from '../../../tests/support/config.js';
import { fetchLookup } from './index.js';

let sent: Request[];

beforeEach(() => {
  configureForTest();
  sent = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    return new URL(request.url).pathname.endsWith('/titles')
      ? Response.json({ data: { titles: [{ name: 'Partner', id: 'T1' }] } })
      : Response.json({ data: [{ Description: 'Finance', code: 'FIN' }] });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConfig(null);
});

describe('lookups kit (A§7)', () => {
  it('lookups: function and country by Description and code, titles by name and id', async () => {
    expect(await fetchLookup('function')).toEqual([{ name: 'Finance', value: 'FIN' }]);
    expect(await fetchLookup('titles')).toEqual([{ name: 'Partner', value: 'T1' }]);
    expect(sent.map((r) => new URL(r.url).pathname)).toEqual(['/v1/lookuplists/function', '/v1/lookuplists/titles']);
  });
});
