/**
 * The bundle's one Trusted Types policy, named `mck` (a page that enforces Trusted Types lists it:
 * `trusted-types mck`; README, "Content-Security-Policy"). It passes values through unchanged, so
 * only these callers may use it, none of which hands it anything a page did not vouch for:
 * - HTML: DOMPurify (the html kit, core/kits/html/, which parses the dirty string with it and signs
 *   its own clean output) and the inert parse of `stripHtml` (core/kits/text/text.ts), whose
 *   document never runs anything and of which only text is read;
 * - script URLs: the scripts the page itself names (the consent widget's `scripts` attribute,
 *   widgets/consent/third-party.ts) and the CMS's bespoke interactives at the URL checked against
 *   the page's navigation origins (core/kits/embed/load-script.ts).
 * A unit test keeps every other module from importing it. Where the browser has no Trusted Types,
 * the policy is null and strings are used as they are.
 */

/** What a Trusted Types policy offers (lib.dom does not declare Trusted Types yet). */
export interface MckTrustedTypePolicy {
  createHTML(input: string): TrustedHTML;
  createScriptURL(input: string): TrustedScriptURL;
}
// TrustedHTML, the opaque value an HTML sink takes under `require-trusted-types-for 'script'`,
// is declared globally by @types/react (what `dangerouslySetInnerHTML` accepts).
/** The opaque value `script.src` takes under Trusted Types. */
export interface TrustedScriptURL {
  readonly brand?: 'TrustedScriptURL';
}

export const TRUSTED_TYPES_POLICY_NAME = 'mck';

type PolicyFactory = { createPolicy(name: string, rules: { createHTML(s: string): string; createScriptURL(s: string): string }): MckTrustedTypePolicy };

let policy: MckTrustedTypePolicy | null | undefined;

/**
 * The policy, created on first use; null without Trusted Types. When the page's CSP does not allow
 * the name, creating it throws: that is said once on the console, naming the directive, and null
 * is returned (HTML sinks then fail, and each widget shows its error state).
 */
export function mckPolicy(): MckTrustedTypePolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  policy = null;
  if (!factory?.createPolicy) return policy;
  try {
    policy = factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (s) => s, createScriptURL: (s) => s });
  } catch (err) {
    console.error(`[mck] the page's Content-Security-Policy does not allow the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}": add it to the trusted-types directive (widgets that show HTML will show their error state)`, err);
  }
  return policy;
}

/** `html` as the HTML sinks of this page take it: TrustedHTML under Trusted Types, else the string. */
export function asPageHtml(html: string): string | TrustedHTML {
  return mckPolicy()?.createHTML(html) ?? html;
}

/** `url` as `script.src` takes it on this page: TrustedScriptURL under Trusted Types, else the string. */
export function asScriptUrl(url: string): string {
  return (mckPolicy()?.createScriptURL(url) ?? url) as string;
}
