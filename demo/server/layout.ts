import type { PageConfig } from '../../core/page/config.js';
import { CONFIG_ELEMENT_ID } from '../../core/page/config.js';
import { html, jsonForScript, toHtmlString, trustedHtml, type TrustedHtml } from './html.js';

/** `?config=broken` prints text that is not JSON, `?config=invalid` JSON that fails the schema. */
export type ConfigMode = 'valid' | 'broken' | 'invalid';

export interface LayoutInput {
  title: string;
  body: TrustedHtml;
  config: PageConfig;
  configMode: ConfigMode;
  /** The requested URL: the demo bar's links keep its path and other parameters. */
  url: URL;
  /** Site navigation: demo pages. */
  nav: { href: string; label: string }[];
}

const LANGUAGES = [
  ['en', 'English'], ['de', 'Deutsch'], ['ja-JP', '日本語'], ['ar', 'العربية'],
] as const;

const STYLES = `
:root { --ink: #051c2c; --muted: #5b6770; --line: #d0d7dd; --accent: #2251ff; --bg: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); }
a { color: var(--accent); }
.demo-bar { background: var(--ink); color: #fff; font-size: 13px; padding: 6px 24px; display: flex; flex-wrap: wrap; gap: 16px; }
.demo-bar a { color: #fff; } .demo-bar a[aria-current] { font-weight: 700; text-decoration: none; }
.site-header { display: flex; align-items: center; gap: 32px; padding: 16px 24px; border-bottom: 1px solid var(--line); }
.site-header .brand { font-weight: 700; font-size: 20px; color: var(--ink); text-decoration: none; }
.site-header nav ul { display: flex; gap: 20px; list-style: none; margin: 0; padding: 0; }
/* The demo pages are many: one closed disclosure, so every page's content starts at the same place. */
.demo-pages { position: relative; }
.demo-pages summary { cursor: pointer; color: var(--accent); }
.demo-pages ul { position: absolute; z-index: 10; inset-inline-start: 0; top: 100%; display: grid; gap: 4px; min-width: 22rem;
  max-height: 70vh; overflow: auto; padding: 12px; background: #fff; border: 1px solid var(--line); box-shadow: 0 4px 16px rgb(0 0 0 / 0.15); }
main { max-width: 1100px; margin: 0 auto; padding: 24px; min-height: 60vh; }
/* The galleries' notes name codes, events and URLs longer than a phone's line: they wrap, not the page. */
main { overflow-wrap: anywhere; }
.site-footer { background: var(--bg); border-top: 1px solid var(--line); padding: 24px; color: var(--muted); font-size: 14px; }
.catalogue { width: 100%; border-collapse: collapse; margin-bottom: 32px; }
.catalogue th, .catalogue td { text-align: start; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
.catalogue td:first-child { white-space: nowrap; }
.planned { color: var(--muted); font-size: 13px; }
.example { border: 1px solid var(--line); border-radius: 6px; padding: 16px; margin: 16px 0; }
code { background: var(--bg); padding: 0 4px; border-radius: 3px; }
/* A gallery's snippets and API tables (widget-api.ts): long lines scroll in their box, not the page. */
.gallery-snippet { margin: 8px 0 24px; width: fit-content; max-width: 100%; background: #fff; color: var(--ink); }
.gallery-snippet summary { cursor: pointer; color: var(--accent); }
.gallery-snippet pre { max-height: 20rem; overflow: auto; padding: 12px; background: var(--bg); border: 1px solid var(--line); border-radius: 4px;
  white-space: pre-wrap; overflow-wrap: anywhere; font-size: 13px; }
.gallery-api { margin-top: 48px; border-top: 2px solid var(--line); }
.api-table { overflow-x: auto; margin: 16px 0; }
.api-table table { width: 100%; min-width: 40rem; border-collapse: collapse; font-size: 14px; overflow-wrap: normal; }
.api-table td:last-child { min-width: 16rem; }
.api-table caption { text-align: start; font-weight: 700; padding: 8px 0; }
.api-table th, .api-table td { text-align: start; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
.api-table th[scope=row] { white-space: nowrap; font-weight: 400; }
`;

/** Keeps the current path and parameters, with `name` set to `value` (or removed when null). */
function linkWith(url: URL, name: string, value: string | null): string {
  const params = new URLSearchParams(url.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : '');
}

function configScriptText(config: PageConfig, mode: ConfigMode): string {
  if (mode === 'broken') return '{"language": "en", "services": {"user": "/api/user",} oops';
  if (mode === 'invalid') return jsonForScript({ ...config, services: undefined, site: 'intranet' });
  return jsonForScript(config);
}

function demoBar(input: LayoutInput): TrustedHtml {
  const { url, config } = input;
  const choice = (href: string, label: string, current: boolean) =>
    html`<a href="${href}"${current ? trustedHtml(' aria-current="true"') : ''}>${label}</a>`;
  return html`<div class="demo-bar" role="region" aria-label="Demo states">
  <span>Language: ${LANGUAGES.map(([code, label]) =>
    [choice(linkWith(url, 'lang', code === 'en' ? null : code), label, config.language === code), ' '])}</span>
  <span>Site: ${choice(linkWith(url, 'site', null), 'dotcom', config.site === 'dotcom')}
    ${choice(linkWith(url, 'site', 'insights'), 'insights', config.site === 'insights')}</span>
  <span>Editor mode: ${choice(linkWith(url, 'editor', config.editorMode ? null : '1'), config.editorMode ? 'on (turn off)' : 'off (turn on)', false)}</span>
  <span>Config: ${choice(linkWith(url, 'config', null), 'valid', input.configMode === 'valid')}
    ${choice(linkWith(url, 'config', 'broken'), 'broken', input.configMode === 'broken')}
    ${choice(linkWith(url, 'config', 'invalid'), 'invalid', input.configMode === 'invalid')}</span>
</div>`;
}

/** A whole server-rendered page, as a CMS would print it around the widgets' tags. */
export function renderLayout(input: LayoutInput): string {
  const { config } = input;
  const dir = config.language.startsWith('ar') ? 'rtl' : 'ltr';
  const siteName = config.site === 'insights' ? 'The Firm · Insights' : 'The Firm';
  const page = html`<!doctype html>
<html lang="${config.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${input.title} | ${siteName}</title>
<style>${trustedHtml(STYLES)}</style>
<script type="application/json" id="${CONFIG_ELEMENT_ID}">${trustedHtml(configScriptText(config, input.configMode))}</script>
<script src="/mck/mck-loader.js" defer></script>
<link rel="stylesheet" href="/mck/mck-fallback.css">
</head>
<body>
${demoBar(input)}
<header class="site-header">
  <a class="brand" href="/">${siteName}</a>
  <nav aria-label="Site"><ul>
    <li><a href="/">Home</a></li>
    <li><details class="demo-pages"><summary>Demo pages</summary><ul>
      ${input.nav.map((item) => html`<li><a href="${item.href}">${item.label}</a></li>`)}
    </ul></details></li>
  </ul></nav>
</header>
<main id="main-content">
${input.body}
</main>
<footer class="site-footer">
  <p>${siteName}: reference pages for the mck-widgets bundle. Content is generated demo data.</p>
</footer>
</body>
</html>
`;
  return toHtmlString(page);
}
