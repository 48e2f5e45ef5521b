import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { CodedListResponse, TitlesResponse } from '../../../core/contracts/index.js';
import { useTestApp } from '../../server/testing.js';

const app = useTestApp();

const get = async (list: string) => {
  const res = await app().request(`/api/lookups/v1/lookuplists/${list}`);
  expect(res.status).toBe(200);
  return res.json();
};

describe('lookup lists', () => {
  it('function: {data: [{Description, code}]} in display order', async () => {
    const body = await get('function');
    expect(is(body, CodedListResponse)).toBe(true);
    expect(body.data[0]).toEqual({ Description: 'Accounting / Finance', code: 'ACCT' });
    expect(body.data.at(-1).code).toBe('OTHR');
  });

  it('country: {data: [{Description, code}]} sorted by name', async () => {
    const body = await get('country');
    expect(is(body, CodedListResponse)).toBe(true);
    const names = body.data.map((c: { Description: string }) => c.Description);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.data).toContainEqual({ Description: 'Germany', code: 'DE' });
  });

  it('titles: {data: {titles: [{name, id}]}}', async () => {
    const body = await get('titles');
    expect(is(body, TitlesResponse)).toBe(true);
    expect(body.data.titles[0]).toEqual({ name: 'Chief Executive Officer', id: 'T001' });
  });

  it('unknown lists are a JSON 404', async () => {
    const res = await app().request('/api/lookups/v1/lookuplists/planets');
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('message');
  });
});
