import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CerosOembed } from '../../../core/contracts/ceros-oembed.js';
import { useTestApp } from '../../server/testing.js';

const EXPERIENCE = 'http://127.0.0.1:4321/third-party/ceros/experiences/';
const oembed = (app: () => { request: (path: string) => Response | Promise<Response> }, url: string) =>
  app().request(`/api/cms/oembed/ceros?url=${encodeURIComponent(url)}`);

/** The Ceros stand-in: the CMS's oembed for an experience, and the experience pages. */
describe('GET {cms}/oembed/ceros and /third-party/ceros/experiences/{slug}', () => {
  const app = useTestApp();

  it("answers an experience's oEmbed: its size and a titled frame on the experience's own URL", async () => {
    const res = await oembed(app, `${EXPERIENCE}growth-story`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, CerosOembed)).toBe(true);
    expect(body).toMatchObject({ width: 1280, height: 720, title: 'The growth story, in five scenes' });
    expect(body.html).toContain(`src="${EXPERIENCE}growth-story" title="The growth story, in five scenes"`);
  });

  it('answers the hostile experience with a script, a handler and foreign frames around the genuine one', async () => {
    const { html } = await (await oembed(app, `${EXPERIENCE}hostile`)).json();
    expect(html).toContain('<script>');
    expect(html).toContain('onerror=');
    expect(html).toContain('https://evil.example/phish');
  });

  it('fails with 404 for an unknown experience, 400 for no URL and 500 for the broken one', async () => {
    expect((await oembed(app, `${EXPERIENCE}nothing`)).status).toBe(404);
    expect((await oembed(app, `${EXPERIENCE}constructor`)).status).toBe(404);
    expect((await app().request('/api/cms/oembed/ceros')).status).toBe(400);
    expect((await oembed(app, `${EXPERIENCE}broken`)).status).toBe(500);
  });

  it('serves the experience page, embeddable anywhere', async () => {
    const res = await app().request('/third-party/ceros/experiences/growth-story');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe('frame-ancestors *');
    expect(await res.text()).toContain('<title>The growth story, in five scenes</title>');
    expect((await app().request('/third-party/ceros/experiences/nothing')).status).toBe(404);
  });
});
