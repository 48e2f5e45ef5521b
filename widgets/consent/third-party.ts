import { asScriptUrl } from '../../core/host/trusted-html.js';
import { consentScriptVariant, type Consent, type ConsentScriptVariant, type OptionalGroup } from './consent-rules.js';

/** The script URLs a page hands the widget (its `scripts` attribute). */
export interface ThirdPartyScripts {
  consent?: Partial<Record<ConsentScriptVariant, string>>;
  tagManager?: string;
  launch?: string;
  adPixel?: string;
  chat?: string;
}

/** Which group allows each script (A§7: "loaded only when allowed"). Chosen where the spec is silent. */
export const SCRIPT_GROUPS: Readonly<Record<Exclude<keyof ThirdPartyScripts, 'consent'>, OptionalGroup>> = {
  tagManager: 'C0002',
  launch: 'C0002',
  adPixel: 'C0004',
  chat: 'C0003',
};

/** What to load for this consent: the URLs, in a stable order. `chatEnabled` is the mck_botsonic flag. */
export function scriptsToLoad(scripts: ThirdPartyScripts, consent: Consent, hostname: string, chatEnabled: boolean): string[] {
  const variant = consentScriptVariant(hostname);
  const provider = scripts.consent?.[variant] ?? scripts.consent?.default;
  const allowed = (Object.keys(SCRIPT_GROUPS) as Array<keyof typeof SCRIPT_GROUPS>)
    .filter((name) => scripts[name] && consent[SCRIPT_GROUPS[name]] && (name !== 'chat' || chatEnabled))
    .map((name) => scripts[name]!);
  return [...(provider ? [provider] : []), ...allowed];
}

/** `data-mck-consent-script` marks the scripts this widget added, so each loads once per page. */
const MARK = 'data-mck-consent-script';

/** Adds a `<script async>` for each URL not yet added. A script once run cannot be unloaded. */
export function loadScripts(urls: readonly string[], doc: Document = document): void {
  for (const url of urls) {
    if ([...doc.querySelectorAll(`script[${MARK}]`)].some((s) => s.getAttribute(MARK) === url)) continue;
    const script = doc.createElement('script');
    script.src = asScriptUrl(url);
    script.async = true;
    script.setAttribute(MARK, url);
    doc.head.append(script);
  }
}
