import { create } from 'superstruct';
import { FLAG_NAMES, PageConfig, type ServiceUrls } from '../../../core/page/config.js';
import type { ServiceSettings } from '../settings.js';
import { shortLinkSettingsFromEnv } from '../short-link/settings.js';

/** Demo states a page URL can ask for (`?lang=de&site=insights&editor=1&flags=a,b`). */
export interface PageOverrides {
  language?: string;
  site?: 'dotcom' | 'insights';
  editorMode?: boolean;
  flags?: string[];
}

/** Where each service lives on this server; paths of services not built yet are reserved. */
export const SERVICE_PATHS: Readonly<Record<keyof ServiceUrls, string>> = {
  user: '/api/user',
  forms: '/api/forms',
  search: '/api/search',
  article: '/api/article',
  shortLink: '/api/short-link',
  video: '/api/video',
  geo: '/api/geo',
  cms: '/api/cms',
  lookups: '/api/lookups',
  audio: '/api/audio', // the sound host stand-in: demo/services/third-party/audio-routes.ts
  idp: '/api/idp', // the identity provider behind the social login buttons: demo/services/idp/
};

export function overridesFromQuery(query: (name: string) => string | undefined): PageOverrides {
  const overrides: PageOverrides = {};
  const lang = query('lang');
  if (lang && /^[a-z]{2}(-[A-Z]{2})?$/.test(lang)) overrides.language = lang;
  const site = query('site');
  if (site === 'dotcom' || site === 'insights') overrides.site = site;
  const editor = query('editor');
  if (editor === '1' || editor === 'true') overrides.editorMode = true;
  const flags = query('flags');
  if (flags) overrides.flags = flags.split(',').map((f) => f.trim()).filter(Boolean);
  return overrides;
}

/**
 * The PageConfig with every service under `origin`: pass settings.publicOrigin (configuration),
 * never an origin taken from the request (its Host header is the client's to write).
 */
export function pageConfigFor(origin: string, settings: ServiceSettings, overrides: PageOverrides = {}): PageConfig {
  const services = Object.fromEntries(
    Object.entries(SERVICE_PATHS).map(([name, path]) => [name, origin + path]),
  ) as ServiceUrls;
  const flags = Object.fromEntries(FLAG_NAMES.map((name) => [name, overrides.flags?.includes(name) ?? false]));
  return create({
    language: overrides.language ?? 'en',
    site: overrides.site ?? 'dotcom',
    services,
    editorMode: overrides.editorMode ?? false,
    videoPolicyKey: settings.videoPolicyKey,
    // The share bar's Facebook app id and the short-link service's public bearer token (D§7).
    facebookAppId: process.env.MCK_FACEBOOK_APP_ID || '1000000000000001',
    shortLinkToken: shortLinkSettingsFromEnv().token,
    homePath: '/',
    // The registration page's site path (site-routes.ts), on the demo's origin also for the CMS page.
    registrationPath: `${origin}/registration`,
    // Job postings' apply links go to the careers site's application system (demo/db/seed/jobs.ts).
    // Offices' "Map It" links open OpenStreetMap (demo/services/offices/map-link.ts).
    // The identity provider's sign-in page is on the services' origin (services.idp).
    navigationOrigins: ['https://careers.example.com', 'https://www.openstreetmap.org', origin],
    flags,
    constants: { AUTO_REDIRECTION_DURATION: 5 },
    requestTimeoutMs: 15000,
  }, PageConfig);
}
