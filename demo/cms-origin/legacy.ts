import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The legacy-page matrix (README, "Legacy pages"): the second-origin CMS page again, each time on
 * an origin of its own, under what real legacy sites carry. The libraries come from npm where
 * they are published (jQuery 1.12.4, Bootstrap 3.4.1, MooTools 1.5.2, document-register-element
 * 1.14.10); Prototype.js and MooTools 1.6's compat build are not, so `legacy/*.js` do to the
 * built-ins what they do. Each page has `window.cmsLibraryWorks()`, which says whether its
 * library still behaves as its own documentation says after the widgets have run.
 */
export interface LegacyPage {
  /** What a reader of the README or a failing test sees. */
  title: string;
  /** Printed at the top of `<head>`, before the widgets' config and loader, as such sites do. */
  head: string;
  /** The page's Content-Security-Policy, given the bundle's origin and this response's nonce. */
  csp?: (bundleOrigin: string, nonce: string) => string;
  /**
   * Inline `<script>`/`<style>` get the response's nonce and `style` attributes are dropped, as a
   * CMS that sends a strict CSP prints its pages (the CMS's own markup must not be what the CSP
   * refuses: the test holds the bundle to no violation).
   */
  strict?: boolean;
}

/** Scripts and stylesheets the pages load, served by the CMS at `/vendor/<name>`. */
const require = createRequire(import.meta.url);
export const VENDOR_FILES: Record<string, string> = {
  'jquery.js': require.resolve('jquery/dist/jquery.min.js'),
  'bootstrap.css': require.resolve('bootstrap/dist/css/bootstrap.min.css'),
  'bootstrap.js': require.resolve('bootstrap/dist/js/bootstrap.min.js'),
  'mootools.js': require.resolve('mootools'),
  'document-register-element.js': require.resolve('document-register-element/build/document-register-element.js'),
  'prototype-like.js': new URL('./legacy/prototype-like.js', import.meta.url).pathname,
  'mootools-compat-like.js': new URL('./legacy/mootools-compat-like.js', import.meta.url).pathname,
};

const vendorCache = new Map<string, string>();
export function vendorFile(name: string): string | null {
  const path = VENDOR_FILES[name];
  if (!path) return null;
  let text = vendorCache.get(name);
  if (text === undefined) vendorCache.set(name, (text = readFileSync(path, 'utf8')));
  return text;
}

const script = (name: string) => `<script src="/vendor/${name}"></script>`;
/** The page's own check that its library still works, as an inline script. */
const check = (body: string) => `<script>window.cmsLibraryWorks = function () { try { ${body} } catch (e) { return String(e); } };</script>`;

export const LEGACY_PAGES = {
  'jquery-bootstrap': {
    title: 'jQuery 1.12.4 and Bootstrap 3.4.1 (its CSS: html { font-size: 10px }, and its JavaScript)',
    head: `<link rel="stylesheet" href="/vendor/bootstrap.css">${script('jquery.js')}${script('bootstrap.js')}`
      + check(`return jQuery.fn.jquery === '1.12.4' && typeof jQuery.fn.modal === 'function' && jQuery('#cms-content').length === 1 && getComputedStyle(document.documentElement).fontSize === '10px';`),
  },
  mootools: {
    title: 'MooTools 1.5.2 (npm mootools): Array.from, Function and Array extensions',
    head: script('mootools.js')
      + check(`var C = new Class({ initialize: function (x) { this.x = x; } }); return MooTools.version === '1.5.2' && new C(2).x === 2 && [1, 2].contains(2) && Array.from(new Set([1])).length === 1 && typeOf([]) === 'array';`),
  },
  'document-register-element': {
    title: 'document-register-element 1.14.10 (the custom elements polyfill old themes ship)',
    head: script('document-register-element.js') + check(`return typeof customElements.define === 'function';`),
  },
  prototype: {
    title: 'Prototype.js 1.7 and 1.6 built-ins (Array.prototype rewritten, entries deleted, Array.from ignoring iterables, toJSON on arrays and strings)',
    head: script('prototype-like.js')
      + check(`return [3, 1].first() === 3 && $A(new Set([1])).length === 0 && Array.from(new Set([1])).length === 0 && JSON.stringify([1]) === '"[1]"' && typeof $$ === 'function';`),
  },
  'mootools-compat': {
    title: "MooTools 1.6 compat built-ins (two-argument Function.prototype.bind, its Array.from, 21 enumerable Array methods)",
    head: script('mootools-compat-like.js')
      + check(`var add = function (a, b) { return a + b; }; return add.bind(null, [1, 2])(5, 5) === 3 && JSON.stringify(Array.from(new Set([1]))) === '[{}]' && [1, 2].getLast() === 2;`),
  },
  'strict-csp': {
    title: "A strict Content-Security-Policy (script-src and style-src by nonce and the bundle's origin, no 'unsafe-inline')",
    head: check(`return true;`),
    strict: true,
    csp: (bundle, nonce) => [
      "default-src 'none'",
      `script-src 'nonce-${nonce}' 'self' ${bundle}`,
      `style-src 'nonce-${nonce}' ${bundle}`,
      `connect-src 'self' ${bundle}`,
      `img-src 'self' data: blob: ${bundle}`,
      `media-src 'self' blob: ${bundle}`,
      `frame-src 'self' ${bundle}`,
      `font-src 'self' data: ${bundle}`,
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
  },
  'trusted-types': {
    title: "Trusted Types enforced (require-trusted-types-for 'script'; trusted-types mck)",
    head: check(`return window.trustedTypes ? trustedTypes.isHTML(trustedTypes.emptyHTML) : true;`),
    csp: () => "require-trusted-types-for 'script'; trusted-types mck",
  },
} satisfies Record<string, LegacyPage>;

export type LegacyPageName = keyof typeof LEGACY_PAGES;
export const LEGACY_PAGE_NAMES = Object.keys(LEGACY_PAGES) as LegacyPageName[];

/**
 * Each page's port: one origin each, right after the CMS's (`MCK_CMS_PORT` + 1, + 2, … in the
 * order above), unless `MCK_LEGACY_PORT` names the first.
 */
export function legacyPorts(cmsPort: number, first = Number(process.env.MCK_LEGACY_PORT) || cmsPort + 1): Record<LegacyPageName, number> {
  return Object.fromEntries(LEGACY_PAGE_NAMES.map((name, i) => [name, first + i])) as Record<LegacyPageName, number>;
}

/** The CMS page dressed as `name`: its head printed first, and for a strict page nonces and no style attributes. */
export function legacyPageHtml(page: string, name: LegacyPageName): { html: string; nonce: string } {
  const legacy: LegacyPage = LEGACY_PAGES[name];
  const nonce = randomBytes(16).toString('base64');
  let html = page.replace('<head>', `<head>\n<!-- legacy page: ${legacy.title} -->\n${legacy.head}`);
  if (legacy.strict) {
    html = html.replace(/<(script|style)\b/g, `<$1 nonce="${nonce}"`).replace(/\sstyle="[^"]*"/g, '');
  }
  return { html, nonce };
}
