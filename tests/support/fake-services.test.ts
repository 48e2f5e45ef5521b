import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServices, hang, held, inTurn, networkError, reply } from './fake-services.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', access_token: 'A' }, credentials: 'include' });

describe('fakeServices', () => {
  it('answers by method and path: a JSON body with 200, or a reply with its status and headers', async () => {
    fakeServices({
      'GET /v2/users/u1': { data: { id: 'u1' } },
      'POST /v2/users': reply(409, { code: 2003 }, { 'Retry-After': '5' }),
      'DELETE /v2/users/u1': reply(204),
    });
    const got = await fetch('https://user.test/v2/users/u1');
    expect([got.status, got.headers.get('content-type'), await got.json()]).toEqual([200, 'application/json', { data: { id: 'u1' } }]);
    const refused = await post('https://user.test/v2/users', {});
    expect([refused.status, refused.headers.get('Retry-After'), await refused.json()]).toEqual([409, '5', { code: 2003 }]);
    const deleted = await fetch('https://user.test/v2/users/u1', { method: 'DELETE' });
    expect([deleted.status, await deleted.text()]).toEqual([204, '']);
  });

  it('records each call: method, URL, params, the parsed JSON or form body, headers and credentials', async () => {
    const services = fakeServices({ 'POST /v2/users/:id/:what': (call) => ({ data: call.params }), 'POST /form': reply(200) });
    expect(await (await post('https://user.test/v2/users/u%201/practice?x=1', { code: 'P' })).json()).toEqual({ data: { id: 'u 1', what: 'practice' } });
    await fetch('https://user.test/form', { method: 'POST', body: 'a=1&b=two', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    const [call, form] = services.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v2/users/u%201/practice', body: { code: 'P' }, credentials: 'include' });
    expect(call!.url.searchParams.get('x')).toBe('1');
    expect(call!.headers.get('access_token')).toBe('A');
    expect(form!.body).toEqual({ a: '1', b: 'two' });
    expect(services.callsTo('POST /v2/users/*')).toEqual([call]);
  });

  it('matches a full URL when the route names one, and lets later routes win over earlier ones', async () => {
    const services = fakeServices({ 'GET https://geo.test/': { country_code: 'FR' }, 'GET *': { other: true } });
    expect(await (await fetch('https://geo.test/')).json()).toEqual({ country_code: 'FR' });
    expect(await (await fetch('https://cms.test/')).json()).toEqual({ other: true });
    services.route({ 'GET https://geo.test/': reply(503, { message: 'Down.' }) });
    expect((await fetch('https://geo.test/')).status).toBe(503);
    expect(services.calls.map((c) => c.url.host)).toEqual(['geo.test', 'cms.test', 'geo.test']);
  });

  it('fails the network, hangs until aborted, or holds an answer until the test releases it', async () => {
    const later = held();
    fakeServices({ 'GET /down': networkError(), 'GET /slow': hang, 'GET /later': later.answer });
    await expect(fetch('https://x.test/down')).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    const slow = fetch('https://x.test/slow', { signal: controller.signal });
    controller.abort(new Error('gave up'));
    await expect(slow).rejects.toThrow('gave up');
    const waiting = fetch('https://x.test/later');
    later.release({ late: true });
    expect(await (await waiting).json()).toEqual({ late: true });
  });

  it('rejects a request no route answers, naming its method and URL', async () => {
    const services = fakeServices({ 'GET /known': {} });
    await expect(fetch('https://x.test/unknown?q=1', { method: 'PUT' })).rejects.toThrow('no route for PUT https://x.test/unknown?q=1');
    expect(services.calls).toHaveLength(1);
    expect(services.unexpected).toEqual(['no route for PUT https://x.test/unknown?q=1']);
    services.unexpected.length = 0; // planned here: the test below shows what it does otherwise
  });

  it('answers in turn, and counts an answer that throws (one past the last) as unexpected', async () => {
    const services = fakeServices({ 'GET /next': inTurn({ n: 1 }, reply(500)) });
    expect(await (await fetch('https://x.test/next')).json()).toEqual({ n: 1 });
    expect((await fetch('https://x.test/next')).status).toBe(500);
    await expect(fetch('https://x.test/next')).rejects.toThrow('no answer left for GET https://x.test/next');
    expect(services.unexpected).toEqual(['the answer to GET https://x.test/next threw: [fake services] no answer left for GET https://x.test/next']);
    services.unexpected.length = 0;
  });

  it.fails('fails the test whose route answer failed an expectation about the request', async () => {
    fakeServices({ 'POST /save': ({ body }) => { expect(body).toEqual({ a: 1 }); return {}; } });
    await post('https://x.test/save', { a: 2 }).catch(() => undefined);
  });

  it.fails('and fails the test that sent it, even when the page swallowed the rejection', async () => {
    fakeServices({});
    await fetch('https://x.test/nowhere').catch(() => undefined);
  });
});

describe('fakeServices declared in beforeEach', () => {
  let services: ReturnType<typeof fakeServices>;
  beforeEach(() => {
    services = fakeServices({ 'GET /count': (call) => ({ n: services.calls.indexOf(call) }) });
  });

  it('starts each test with no calls recorded', async () => {
    expect(await (await fetch('https://x.test/count')).json()).toEqual({ n: 0 });
  });

  it.fails('still fails the test on a request no route answers', async () => {
    await fetch('https://x.test/other').catch(() => undefined);
  });
});
