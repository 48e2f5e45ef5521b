import { Hono } from 'hono';

/**
 * Bespoke interactives the stand-in content path knows (E§2 /spContent/{id}[/preview]/index.js).
 * `growth-explorer` draws a year slider and the growth of that year; its preview build says so.
 * `silent` loads but registers no renderer (a broken build). Any other id is a 404.
 */
export const SP_CONTENT_IDS = ['growth-explorer', 'silent'] as const;

const GROWTH = { 2021: 2.1, 2022: 3.4, 2023: 2.8, 2024: 3.9 } as const;

/** The script: registers a renderer under its key (widgets/bespoke-interactive/…registry.ts). */
function growthExplorer(key: string, preview: boolean): string {
  return `/* demo stand-in: bespoke interactive ${key} */
(function () {
  var growth = ${JSON.stringify(GROWTH)};
  var years = Object.keys(growth);
  window.mckInteractiveLoads = (window.mckInteractiveLoads || 0) + 1;
  (window.mckInteractives = window.mckInteractives || {})[${JSON.stringify(key)}] = function (stage) {
    var box = document.createElement('div');
    box.style.cssText = 'box-sizing:border-box;height:240px;padding:1rem;background:#f0f4ff;display:flex;flex-direction:column;gap:.75rem';
    var label = document.createElement('label');
    label.textContent = ${JSON.stringify(preview ? 'Year (preview build)' : 'Year')};
    var slider = document.createElement('input');
    slider.type = 'range'; slider.min = '0'; slider.max = String(years.length - 1); slider.value = '0';
    var out = document.createElement('output');
    out.setAttribute('aria-live', 'polite');
    var show = function () { var y = years[Number(slider.value)]; out.textContent = y + ': ' + growth[y] + '% growth'; };
    slider.addEventListener('input', show);
    label.append(' ', slider);
    box.append(label, out);
    show();
    stage.append(box);
    return function () { slider.removeEventListener('input', show); };
  };
})();
`;
}

/** GET /spContent/{id}/index.js and /spContent/{id}/preview/index.js → the stand-in scripts. */
export function spContentRoutes() {
  const app = new Hono();
  const answer = (id: string, preview: boolean) => {
    const key = `${id}${preview ? '/preview' : ''}`;
    const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' };
    if (id === 'growth-explorer') return new Response(growthExplorer(key, preview), { headers });
    if (id === 'silent') return new Response('/* demo stand-in: a build that registers nothing */\n', { headers });
    return new Response('// no such interactive\n', { status: 404, headers });
  };
  app.get('/spContent/:id/index.js', (c) => answer(c.req.param('id'), false));
  app.get('/spContent/:id/preview/index.js', (c) => answer(c.req.param('id'), true));
  return app;
}
