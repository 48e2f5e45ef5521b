/**
 * The public contract of `<mck-consent>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { object, optional, refine, string } from 'superstruct';
import { json, navigationUrl } from '../../core/host/attributes.js';
import type { ThirdPartyScripts } from './third-party.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import type { Consent } from './consent-rules.js';
import { defineStrings } from '../../core/text/i18n.js';

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
  }),
  privacyHref: navigationUrl('/privacy-policy', { doc: 'The privacy policy the banner links to (A§2).' }),
};

/** The parts of `<mck-consent>`, for `mck-consent::part(…)`. */
export const consentParts = /* @__PURE__ */ defineParts({
  banner: 'The consent banner (shown until a choice is saved, or when reopened).',
  heading: 'The banner heading.',
  group: 'Each group\'s checkbox row.',
  note: 'The California note under the marketing group.',
  action: 'Each banner button (accept all, reject all, save).',
  settings: 'The "Cookie settings" button that reopens the banner.',
  'editor-note': 'The note shown instead in page-editing mode.',
});

declare module '../../core/page/events.js' {
  interface MckEventMap {
    /** The visitor saved a consent choice (after California's rule); legacy scripts may gate on it. */
    'consent-changed': { consent: Consent };
  }
}

/** What `<mck-consent>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ConsentEvents {
  /** The visitor saved a choice. On the element; bubbles, composed. */
  'mck-consent-change': { consent: Consent };
  /** The same, page-wide: on `window` and on `window.mck.events` as `consent-changed`. */
  'mck:consent-changed': MckEventMap['consent-changed'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ConsentEvents> {}
}

/** Dictionary keys of `<mck-consent>` with their English defaults. */
export const consentStrings = defineStrings({
  Consent_Heading: 'Cookie consent',
  Consent_Intro: 'We use cookies to run this site and, with your consent, to measure its use, remember your settings and show relevant advertising.',
  Consent_Necessary: 'Strictly necessary (always on)',
  Consent_Performance: 'Performance',
  Consent_Functional: 'Functional',
  Consent_Marketing: 'Marketing',
  Consent_CaliforniaNote: 'Marketing cookies are off for visitors in California.',
  Consent_AcceptAll: 'Accept all',
  Consent_RejectAll: 'Reject all',
  Consent_Save: 'Save choices',
  Consent_Settings: 'Cookie settings',
  Consent_Saved: 'Your cookie choices were saved.',
  Consent_EditorOff: 'Consent and third-party scripts are off in page-editing mode.',
  Consent_Privacy: 'Privacy policy',
});
export const { t } = consentStrings;
