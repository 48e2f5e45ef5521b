import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { GeoResponse } from '../../../core/contracts/index.js';
import { useTestApp } from '../../server/testing.js';
import { DEFAULT_GEO, GEO_OVERRIDE_COOKIE, GEO_OVERRIDE_HEADER } from './routes.js';

const app = useTestApp();

describe('geo-IP service (A§7)', () => {
  it('answers the default place on its contract, never cached for others', async () => {
    const res = await app().request('/api/geo');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const body = await res.json();
    expect(is(body, GeoResponse)).toBe(true);
    expect(body).toEqual(DEFAULT_GEO);
  });

  it('takes the demo override from the header or the cookie', async () => {
    const byHeader = await app().request('/api/geo', { headers: { [GEO_OVERRIDE_HEADER]: 'us-ca' } });
    expect(await byHeader.json()).toEqual({ country_code: 'US', region_code: 'CA' });
    const byCookie = await app().request('/api/geo', { headers: { Cookie: `other=1; ${GEO_OVERRIDE_COOKIE}=DE` } });
    expect(await byCookie.json()).toEqual({ country_code: 'DE' });
  });

  it('fails like a broken geo-IP on "fail", and refuses a malformed override', async () => {
    const failed = await app().request('/api/geo', { headers: { [GEO_OVERRIDE_HEADER]: 'fail' } });
    expect(failed.status).toBe(503);
    expect((await failed.json()).message).toContain('unavailable');
    const bad = await app().request('/api/geo', { headers: { [GEO_OVERRIDE_HEADER]: 'Narnia' } });
    expect(bad.status).toBe(400);
  });
});
