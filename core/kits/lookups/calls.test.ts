import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../page/config.js';
import { configureForTest } from '../../../tests/support/config.js';
import { fakeServices } from '../../../tests/support/fake-services.js';
import { fetchLookup } from './index.js';

let services: ReturnType<typeof fakeServices>;

beforeEach(() => {
  configureForTest();
  services = fakeServices({
    'GET /v1/lookuplists/titles': { data: { titles: [{ name: 'Partner', id: 'T1' }] } },
    'GET /v1/lookuplists/:name': { data: [{ Description: 'Finance', code: 'FIN' }] },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConfig(null);
});

describe('lookups kit (A§7)', () => {
  it('lookups: function and country by Description and code, titles by name and id', async () => {
    expect(await fetchLookup('function')).toEqual([{ name: 'Finance', value: 'FIN' }]);
    expect(await fetchLookup('titles')).toEqual([{ name: 'Partner', value: 'T1' }]);
    expect(services.calls.map((call) => call.path)).toEqual(['/v1/lookuplists/function', '/v1/lookuplists/titles']);
  });
});
