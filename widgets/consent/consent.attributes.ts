import { object, optional, refine, string } from 'superstruct';
import { json, navigationUrl } from '../../core/host/attributes.js';
import type { ThirdPartyScripts } from './third-party.js';

/** A script URL: http(s) or root-relative only (never `javascript:` or `data:`). */
const scriptUrl = () => refine(string(), 'script URL', (value) => /^(https?:\/\/|\/(?!\/))/i.test(value.trim()) || 'expected an http(s) or root-relative URL');

const ThirdPartyScripts = object({
  consent: optional(object({
    brazil: optional(scriptUrl()), germany: optional(scriptUrl()), org: optional(scriptUrl()), default: optional(scriptUrl()),
  })),
  tagManager: optional(scriptUrl()),
  launch: optional(scriptUrl()),
  adPixel: optional(scriptUrl()),
  chat: optional(scriptUrl()),
});

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const consentAttributes = {
  scripts: json(ThirdPartyScripts, {} as ThirdPartyScripts, {
    doc: 'Third-party script URLs (A§7): `consent` per domain (`brazil`, `germany`, `org`, `default`: the one for this host loads always, outside editor mode), and `tagManager`, `launch` (performance, C0002), `adPixel` (marketing, C0004), `chat` (functional, C0003, and only with the `mck_botsonic` flag), each loaded only when its group is on.',
    type: '{consent?: {brazil?: string, germany?: string, org?: string, default?: string}, tagManager?: string, launch?: string, adPixel?: string, chat?: string}',
  }),
  privacyHref: navigationUrl('/privacy-policy', { doc: 'The privacy policy the banner links to (A§2).' }),
};
