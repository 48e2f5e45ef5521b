/**
 * The page's one pair of live regions (A§2: "an accessible live region for announcements").
 *
 * Every widget announces through `announce(text)` instead of keeping its own `role=status`: two
 * regions saying the same thing make screen readers repeat it, and a region inside a shadow root
 * that is re-rendered may be dropped before it is read. The regions live in the document body
 * (light DOM, visually hidden), so every widget and legacy script reaches the same ones.
 * `<mck-page-shell>` creates them at start-up; a page without the shell gets them on the first
 * announcement.
 */

export type Politeness = 'polite' | 'assertive';

/** `data-mck-live` value of each region; a page or test finds them by it. */
export const LIVE_REGION_ATTR = 'data-mck-live';

/**
 * Visually hidden, still read: the usual clip pattern, on the element itself because the region is
 * in the page (no stylesheet of ours reaches it). Set through the CSSOM, which a page's CSP allows
 * (a `style` attribute is refused by `style-src` without 'unsafe-inline'); `important` so that
 * careless page CSS (`div { position: static !important }`) cannot show it.
 */
const HIDDEN_STYLE: Record<string, string> = {
  position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden',
  clip: 'rect(0 0 0 0)', 'clip-path': 'inset(50%)', 'white-space': 'nowrap', border: '0',
};

/**
 * Screen readers only notice a change to a region that was already in the accessibility tree:
 * text put into a region created in the same task is often not read. A region created just now
 * gets its first text after this pause.
 */
const NEW_REGION_PAUSE_MS = 100;

function findRegion(politeness: Politeness, doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${LIVE_REGION_ATTR}="${politeness}"]`);
}

function createRegion(politeness: Politeness, doc: Document): HTMLElement {
  const region = doc.createElement('div');
  region.setAttribute(LIVE_REGION_ATTR, politeness);
  // status / alert carry the politeness implicitly; aria-live says it for older readers too.
  region.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'true');
  for (const [property, value] of Object.entries(HIDDEN_STYLE)) region.style.setProperty(property, value, 'important');
  doc.body.append(region);
  return region;
}

/** Creates both regions when missing (the page shell does it at start-up); returns them. */
export function ensureLiveRegions(doc: Document = document): Record<Politeness, HTMLElement> {
  return {
    polite: findRegion('polite', doc) ?? createRegion('polite', doc),
    assertive: findRegion('assertive', doc) ?? createRegion('assertive', doc),
  };
}

/**
 * Says `text` to screen-reader users. `polite` (default) waits for a pause in speech, for counts
 * and results; `assertive` interrupts, only for what cannot wait. The same text twice in a row is
 * read twice (the region is emptied first).
 */
export function announce(text: string, politeness: Politeness = 'polite', doc: Document = document): void {
  if (!doc.body) return;
  const existed = findRegion(politeness, doc) !== null;
  const region = ensureLiveRegions(doc)[politeness];
  region.textContent = '';
  const say = () => { region.textContent = text; };
  // Emptied, then filled in a later task: a repeat of the last text is a change, and is read.
  setTimeout(say, existed ? 0 : NEW_REGION_PAUSE_MS);
}
