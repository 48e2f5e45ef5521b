import { signal } from '@preact/signals-react';
import {
  array, boolean, defaulted, enums, number, object, optional, record, string, StructError, create,
  type Infer,
} from 'superstruct';

/** Feature flags the specs name (A§6, A§7, D§7, D§9). Unknown flags are kept but ignored. */
export const FLAG_NAMES = [
  'otp_verification_enabled',
  'email_domain_validation_enabled',
  'personalisation_enabled',
  'piano_enabled',
  'disable_visible_captcha',
  'enable_cid_cookie_qp',
  'disable_reg_confirmation_toast',
  'enable_externalized_service',
  'enable_search_results_caching',
  'mck_botsonic',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

const url = () => string();

/**
 * Base URL of each service the widgets call. Each one comes from the page configuration, so
 * the same bundle points at the firm's services in production and the reference services in
 * the demo. A page lists only the services its widgets call (each widget's meta.json `services`;
 * the README's table): a widget whose service is missing shows its error state, naming the field.
 */
export const ServiceUrls = object({
  /** Sign-in, the session, accounts, saved articles, subscriptions. Without it nobody is signed in. */
  user: optional(url()),
  forms: optional(url()),
  search: optional(url()),
  article: optional(url()),
  shortLink: optional(url()),
  video: optional(url()),
  /** The visitor's country, to prefill a form's country and the consent default; optional everywhere. */
  geo: optional(url()),
  /** CMS: dictionary per language (without it, the widgets' built-in English), subscription list. */
  cms: optional(url()),
  /** /v1/lookuplists/{function,country,titles}. */
  lookups: optional(url()),
  /** The sound host (mck-audio): podcast oembed, track info and streams. */
  audio: optional(url()),
  /**
   * The identity provider of the social login buttons (core/contracts/social-login.ts IDP_PATHS);
   * its origin must be in `navigationOrigins` too. Pages without social login omit it.
   */
  idp: optional(url()),
});
export type ServiceUrls = Infer<typeof ServiceUrls>;

/**
 * The page configuration, printed by the CMS as
 * `<script type="application/json" id="mck-config">{…}</script>`.
 */
export const PageConfig = object({
  /** Page language: en, de, ja-JP, ar, … Sets `lang`, and `dir="rtl"` for Arabic. */
  language: defaulted(string(), 'en'),
  /** Which site this is: decides the token client id and whether expired tokens are refreshed (A§4). */
  site: defaulted(enums(['dotcom', 'insights']), 'dotcom'),
  services: ServiceUrls,
  /** Page-editing mode: placeholders for empty fields, sticky bars and carousels off (A§6). */
  editorMode: defaulted(boolean(), false),
  captchaSiteKey: optional(string()),
  /** Player policy key sent to the video service (A§7). */
  videoPolicyKey: optional(string()),
  /** Facebook app id of the share dialog (D§7 "app_id from configuration"). */
  facebookAppId: optional(string()),
  /**
   * Bearer token of the short-link service (D§7). A public, page-level key (every visitor shares
   * with it): the service limits what it shortens (allowed origins) and how often.
   */
  shortLinkToken: optional(string()),
  homePath: defaulted(string(), '/'),
  /**
   * The registration page, a path on this site or a URL of an allowed origin (`navigationOrigins`): a
   * social sign-in of someone without an account completes it there (A§2).
   */
  registrationPath: defaulted(string(), '/registration'),
  /** The CMS item this page shows (A§7 page metadata `activeItemId`): on an article page, the article. */
  activeItemId: optional(string()),
  /**
   * Origins besides the page's own that widgets may navigate to (redirects after sign-in, …),
   * e.g. `["https://www.example.com"]`. core/page/navigation.ts refuses every other one.
   */
  navigationOrigins: defaulted(array(string()), []),
  flags: defaulted(record(string(), boolean()), {}),
  /** Named constants the specs leave to configuration (AUTO_REDIRECTION_DURATION, …). */
  constants: defaulted(record(string(), number()), {}),
  /** Milliseconds before a call is given up (the video call has its own 30 s, A§9). */
  requestTimeoutMs: defaulted(number(), 15000),
});
export type PageConfig = Infer<typeof PageConfig>;

export const CONFIG_ELEMENT_ID = 'mck-config';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates raw JSON text into a PageConfig; throws a ConfigError that says what is wrong. */
export function parseConfig(text: string): PageConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`#${CONFIG_ELEMENT_ID} is not valid JSON: ${(err as Error).message}`);
  }
  try {
    return create(raw, PageConfig);
  } catch (err) {
    if (err instanceof StructError) {
      const where = err.path.length ? err.path.join('.') : '(root)';
      throw new ConfigError(`#${CONFIG_ELEMENT_ID}: "${where}" ${err.message}`);
    }
    throw err;
  }
}

/**
 * The current configuration. `null` until read; widgets read it through `getConfig()` (or
 * `pageLanguage()`), which reads the page's script element on first use and reads the signal, so a
 * component under `useSignals()` renders again when it changes.
 */
export const configSignal = signal<PageConfig | null>(null);

/** Reads and validates the page's config element. Reports problems once on the console. */
export function readPageConfig(doc: Document = document): PageConfig | null {
  const el = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!el) {
    console.error(`[mck] no <script type="application/json" id="${CONFIG_ELEMENT_ID}"> on this page: widgets that call services will show their error state.`);
    return null;
  }
  try {
    return parseConfig(el.textContent ?? '');
  } catch (err) {
    console.error(`[mck] invalid page configuration: ${(err as Error).message}`);
    return null;
  }
}

/** Whether the page's config element has been read (a missing or invalid one is reported once). */
let pageConfigRead = false;

export function getConfig(): PageConfig | null {
  if (!pageConfigRead && !configSignal.peek() && typeof document !== 'undefined') {
    pageConfigRead = true;
    configSignal.value = readPageConfig();
  }
  return configSignal.value;
}

/** The page's language (the config's `language`), `en` when the page has no configuration. */
export const pageLanguage = (): string => getConfig()?.language ?? 'en';

/** Test and embedding hook: set the configuration directly; `null` reads the page again. */
export function setConfig(config: PageConfig | null): void {
  pageConfigRead = config !== null;
  configSignal.value = config;
}

/**
 * The services of `needed` (a widget's meta.json `services`) the page configuration does not list;
 * a `name?` entry is never missing. With no configuration at all, none: that is reported once for
 * the page, and each call then fails on its own.
 */
export function missingServices(needed: readonly string[] = []): string[] {
  const config = getConfig();
  if (!config) return [];
  return needed.filter((name) => !name.endsWith('?') && !config.services[name as keyof ServiceUrls]);
}

export function flag(name: FlagName): boolean {
  return getConfig()?.flags[name] === true;
}

export function constant(name: string, fallback: number): number {
  return getConfig()?.constants[name] ?? fallback;
}
