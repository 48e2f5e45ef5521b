import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../server/testing.js';
import { FLOURISH_VISUALISATIONS } from './flourish.js';

/** The Flourish-like embed host stand-in, through the demo app's routes. */
describe('GET /third-party/flourish/visualisation/{id}/embed', () => {
  const app = useTestApp();

  it('answers a known visualisation with an embeddable page naming its title', async () => {
    const res = await app().request('/third-party/flourish/visualisation/1001/embed');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe('frame-ancestors *');
    const html = await res.text();
    expect(html).toContain(`<title>${FLOURISH_VISUALISATIONS['1001']!.title}</title>`);
    expect(html).toContain('role="img"');
  });

  it('answers 404 for an unknown id and for inherited property names', async () => {
    for (const id of ['9999', 'constructor', '__proto__']) {
      const res = await app().request(`/third-party/flourish/visualisation/${id}/embed`);
      expect(res.status, id).toBe(404);
    }
  });
});
