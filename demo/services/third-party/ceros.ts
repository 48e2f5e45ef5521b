import { Hono } from 'hono';
import { CerosOembed } from '../../../core/contracts/ceros-oembed.js';
import { fail, respond } from '../http.js';

/**
 * The Ceros stand-in: experiences (GET /third-party/ceros/experiences/{slug}, the page a frame
 * shows) and their oEmbed, which the CMS answers (GET {cms}/oembed/ceros?url=, E§7). `hostile`
 * answers html with a script, a handler, a frame from another origin and an untitled frame around
 * its genuine one (for the widget's sanitising); `broken` fails with 500.
 */
export const CEROS_EXPERIENCES: Readonly<Record<string, { title: string; width: number; height: number }>> = {
  'growth-story': { title: 'The growth story, in five scenes', width: 1280, height: 720 },
  'tall-story': { title: 'A tall mobile story', width: 400, height: 600 },
  hostile: { title: 'An experience with hostile oembed html', width: 1000, height: 500 },
  broken: { title: 'An experience whose oembed fails', width: 1000, height: 500 },
};

const EXPERIENCE_PATH = '/third-party/ceros/experiences/';
const known = (slug: string) => (Object.hasOwn(CEROS_EXPERIENCES, slug) ? CEROS_EXPERIENCES[slug] : undefined);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The oEmbed html, as Ceros writes it: a padded box around the titled frame, and its scroll script. */
function embedHtml(src: string, slug: string, title: string): string {
  const frame = `<iframe allowfullscreen src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="100%" height="100%" allow="fullscreen" style="position:absolute;top:0;left:0;border:0"></iframe>`;
  const box = (inner: string) => `<div style="position:relative;width:auto;padding:0 0 40%;height:0;overflow:hidden">${inner}</div>`;
  if (slug !== 'hostile') return `${box(frame)}<script src="https://view.ceros.com/scroll-proxy.min.js"></script>`;
  return `<script>window.cerosHostile = true</script><img src="x" onerror="window.cerosHostile = true">`
    + `<iframe src="https://evil.example/phish" title="Sign in again"></iframe><iframe src="${escapeHtml(src)}"></iframe>`
    + box(frame.replace('<iframe ', '<iframe onload="window.cerosHostile = true" '));
}

/** GET /oembed/ceros?url={experience URL}: mounted under the CMS service. */
export function cerosOembedRoutes() {
  const app = new Hono();
  app.get('/oembed/ceros', (c) => {
    let url: URL;
    try {
      url = new URL(c.req.query('url') ?? '');
    } catch {
      fail(400, 'url must be an absolute experience URL.');
    }
    const slug = url.pathname.startsWith(EXPERIENCE_PATH) ? url.pathname.slice(EXPERIENCE_PATH.length) : '';
    const experience = known(slug);
    if (!experience) fail(404, 'No Ceros experience at that URL.');
    if (slug === 'broken') fail(500, 'The Ceros oembed failed (on purpose: broken).');
    // The frame shows the experience the caller named (its URL, never the Host header).
    const src = `${url.origin}${EXPERIENCE_PATH}${slug}`;
    return respond(c, CerosOembed, {
      version: '1.0', type: 'rich', provider_name: 'Ceros (demo)', title: experience.title,
      width: experience.width, height: experience.height, html: embedHtml(src, slug, experience.title),
    });
  });
  return app;
}

/** GET /third-party/ceros/experiences/{slug}: the experience page a frame shows. */
export function cerosExperienceRoutes() {
  const app = new Hono();
  app.get(`${EXPERIENCE_PATH}:slug`, (c) => {
    const experience = known(c.req.param('slug'));
    if (!experience) return c.text('No such experience.', 404);
    c.header('Content-Security-Policy', 'frame-ancestors *');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(experience.title)}</title>
<style>html,body{margin:0;height:100%}body{display:grid;place-items:center;background:linear-gradient(135deg,#051c2c,#2251ff);color:#fff;font:clamp(16px,4vw,48px) system-ui,sans-serif}</style></head>
<body><main><h1>${escapeHtml(experience.title)}</h1><p>${experience.width} × ${experience.height}</p></main></body></html>`);
  });
  return app;
}
