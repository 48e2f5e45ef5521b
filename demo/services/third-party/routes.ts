import { Hono } from 'hono';
import { cerosExperienceRoutes } from './ceros.js';
import { flourishRoutes } from './flourish.js';
import { spContentRoutes } from './sp-content.js';

/**
 * Stand-ins for the third-party scripts the consent widget loads (A§7): the consent provider's
 * script per domain, the tag manager, the launch tag, the ad pixel and the chat widget. Each one
 * only records that it ran (`window.mckThirdParty`) and, like the real ones, sets the cookie of
 * its consent group, so a test can see a script load or not, and its cookie deleted.
 */
export const STAND_INS: Readonly<Record<string, { cookie?: string }>> = {
  'consent-default': {},
  'consent-brazil': {},
  'consent-germany': {},
  'consent-org': {},
  'tag-manager': { cookie: '_ga' },
  launch: { cookie: 'AMCV_demo' },
  'ad-pixel': { cookie: '_fbp' },
  chat: { cookie: 'botsonic_session' },
};

const script = (name: string, cookie?: string) => `/* demo stand-in: ${name} */
(window.mckThirdParty = window.mckThirdParty || []).push(${JSON.stringify(name)});
${cookie ? `document.cookie = ${JSON.stringify(`${cookie}=demo-${name}; path=/; SameSite=Lax`)};` : ''}
`;

/** GET /third-party/{name}.js → the stand-in, as a cross-origin page would load it. */
export function thirdPartyRoutes() {
  const app = new Hono();
  app.route('/', flourishRoutes());
  app.route('/', spContentRoutes());
  app.route('/', cerosExperienceRoutes());
  app.get('/third-party/:file', (c) => {
    const name = c.req.param('file').replace(/\.js$/, '');
    const standIn = STAND_INS[name];
    if (!standIn) return c.text('// no such stand-in\n', 404);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'no-cache');
    return c.body(script(name, standIn.cookie));
  });
  return app;
}
