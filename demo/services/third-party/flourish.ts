import { Hono } from 'hono';

/** Ids the stand-in knows: each a small bar chart, as Flourish would render a visualisation. */
export const FLOURISH_VISUALISATIONS: Readonly<Record<string, { title: string; bars: readonly [string, number][] }>> = {
  '1001': { title: 'Share of revenue from digital products', bars: [['2021', 24], ['2022', 31], ['2023', 38], ['2024', 45]] },
  '1002': { title: 'Hours saved per week by automation', bars: [['Finance', 6], ['HR', 4], ['Sales', 9]] },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The embed page: an accessible SVG chart with a heading, like a Flourish embed's document. */
function embedPage(id: string, { title, bars }: (typeof FLOURISH_VISUALISATIONS)[string]): string {
  const max = Math.max(...bars.map(([, value]) => value));
  const rows = bars.map(([label, value], i) => {
    // The longest bar ends at 85 % of the width: its value beside it fits on a 390 px page too.
    const width = Math.round((value / max) * 60);
    return `<text x="0" y="${i * 40 + 25}">${escapeHtml(label)}</text><rect x="25%" y="${i * 40 + 8}" width="${width}%" height="24" fill="#2251ff"></rect><text x="${width + 27}%" y="${i * 40 + 25}">${value}</text>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font:16px system-ui,sans-serif;color:#051c2c}h1{font-size:1.25rem;margin:0 0 1rem}svg{width:100%}</style></head>
<body data-visualisation="${id}"><h1>${escapeHtml(title)}</h1><svg role="img" aria-label="${escapeHtml(title)}" height="${bars.length * 40 + 10}">${rows}</svg></body></html>`;
}

/** GET /third-party/flourish/visualisation/{id}/embed → the stand-in's embed page (404 for an unknown id). */
export function flourishRoutes() {
  const app = new Hono();
  app.get('/third-party/flourish/visualisation/:id/embed', (c) => {
    const id = c.req.param('id');
    const visualisation = Object.hasOwn(FLOURISH_VISUALISATIONS, id) ? FLOURISH_VISUALISATIONS[id] : undefined;
    if (!visualisation) return c.text('No such visualisation.', 404);
    // Embeddable by any page, as Flourish's embeds are.
    c.header('Content-Security-Policy', 'frame-ancestors *');
    c.header('Cache-Control', 'no-cache');
    return c.html(embedPage(id, visualisation));
  });
  return app;
}
