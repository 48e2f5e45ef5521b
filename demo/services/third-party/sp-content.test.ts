import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../server/testing.js';

/** The bespoke interactives' content path stand-in, through the demo app's routes. */
describe('GET /spContent/{id}[/preview]/index.js', () => {
  const app = useTestApp();

  it('serves the live and the preview build as scripts, each registering under its own key', async () => {
    for (const [path, key] of [['/spContent/growth-explorer/index.js', '"growth-explorer"'], ['/spContent/growth-explorer/preview/index.js', '"growth-explorer/preview"']] as const) {
      const res = await app().request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.text()).toContain(`(window.mckInteractives = window.mckInteractives || {})[${key}]`);
    }
  });

  it('answers 404 for an unknown interactive, and a build that registers nothing for "silent"', async () => {
    expect((await app().request('/spContent/no-such/index.js')).status).toBe(404);
    const silent = await app().request('/spContent/silent/index.js');
    expect(silent.status).toBe(200);
    expect(await silent.text()).not.toContain('mckInteractives');
  });
});
