/**
 * The consent rules of A§4, as data and pure functions (no DOM): which groups exist, what each
 * visitor gets before choosing, what California forces, and which cookies belong to a group.
 */

/** Consent groups, by the provider's ids. A§4 names C0002 and C0004; C0001 and C0003 complete the set. */
export const GROUPS = {
  C0001: 'necessary',
  C0002: 'performance',
  C0003: 'functional',
  C0004: 'marketing',
} as const;
export type GroupId = keyof typeof GROUPS;
/** The groups a visitor can switch (necessary is always on). */
export const OPTIONAL_GROUPS = ['C0002', 'C0003', 'C0004'] as const satisfies readonly GroupId[];
export type OptionalGroup = (typeof OPTIONAL_GROUPS)[number];

/** On or off per optional group. */
export type Consent = Record<OptionalGroup, boolean>;

/** Where the visitor is, from the geo-IP service; empty when the lookup failed (A§8). */
export interface Place {
  country: string;
  region: string;
}
export const UNKNOWN_PLACE: Place = { country: '', region: '' };

/**
 * Countries where optional cookies need a prior opt-in (the EU and EEA, the United Kingdom,
 * Switzerland, Brazil). The spec does not show the list ("geo-IP default"); chosen from the laws
 * that require opt-in.
 */
export const OPT_IN_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT',
  'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB', 'CH', 'BR',
]);

/** A§4: in California the marketing group is forced off. */
export const isCalifornia = (place: Place) => place.country === 'US' && place.region === 'CA';

/**
 * What a visitor who has not chosen gets (the geo-IP default): opt-in countries, and an unknown
 * place (the lookup failed: the strictest reading), start with every optional group off; elsewhere
 * they start on. California's marketing rule applies on top.
 */
export function defaultConsent(place: Place): Consent {
  const on = place.country !== '' && !OPT_IN_COUNTRIES.has(place.country);
  return enforce({ C0002: on, C0003: on, C0004: on }, place);
}

/** The rules no choice overrides: California forces marketing off. */
export function enforce(consent: Consent, place: Place): Consent {
  return isCalifornia(place) ? { ...consent, C0004: false } : consent;
}

/**
 * Cookies each group's scripts set, as name prefixes (a cookie is the group's when its name starts
 * with one). The spec does not list them; these are the ones the tag manager, launch tag, ad pixel
 * and chat widget are known to set.
 */
export const GROUP_COOKIES: Readonly<Record<OptionalGroup, readonly string[]>> = {
  C0002: ['_ga', '_gid', '_gat', 'AMCV_', 'AMCVS_', 's_cc', 's_sq', 's_vi'],
  C0003: ['botsonic_'],
  C0004: ['_fbp', '_fbc', '_gcl_', 'IDE', 'fr', '_uetsid', '_uetvid'],
};

const ownedBy = (group: OptionalGroup, cookie: string) => GROUP_COOKIES[group].some((prefix) =>
  prefix.endsWith('_') ? cookie.startsWith(prefix) : cookie === prefix || cookie.startsWith(`${prefix}_`) || cookie.startsWith(prefix + '.'));

/** Of `cookieNames`, those that belong to a group that is off in `consent`. */
export function cookiesToDelete(cookieNames: readonly string[], consent: Consent): string[] {
  const off = OPTIONAL_GROUPS.filter((group) => !consent[group]);
  return cookieNames.filter((name) => off.some((group) => ownedBy(group, name)));
}

/** A§4: the deletion runs when the marketing group changes; analytics cookies go whenever C0002 is off. */
export const marketingChanged = (before: Consent | null, after: Consent) => before !== null && before.C0004 !== after.C0004;

/** The stored choice: `C0002:1,C0003:0,C0004:1`. */
export function serialiseConsent(consent: Consent): string {
  return OPTIONAL_GROUPS.map((group) => `${group}:${consent[group] ? 1 : 0}`).join(',');
}

/** The stored choice, or null when absent or unreadable (the visitor is asked again). */
export function parseConsent(text: string | null): Consent | null {
  if (!text) return null;
  const entries = new Map(text.split(',').map((pair) => pair.split(':') as [string, string]));
  if (!OPTIONAL_GROUPS.every((group) => entries.get(group) === '0' || entries.get(group) === '1')) return null;
  return Object.fromEntries(OPTIONAL_GROUPS.map((group) => [group, entries.get(group) === '1'])) as Consent;
}

/** Which provider script a domain loads (A§7: Brazil, Germany, dot-org, default). */
export type ConsentScriptVariant = 'brazil' | 'germany' | 'org' | 'default';
export function consentScriptVariant(hostname: string): ConsentScriptVariant {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.endsWith('.br')) return 'brazil';
  if (host.endsWith('.de')) return 'germany';
  if (host.endsWith('.org')) return 'org';
  return 'default';
}
