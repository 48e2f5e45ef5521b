/**
 * A§2: "navigation starts become full page loads". The site's legacy scripts (and old SPA code)
 * move between pages with `history.pushState`; the server-rendered pages are only right when
 * loaded whole, so the shell turns such a same-document move to another page into a real load.
 * Moves within the page (hash routes like `#/download/…`, query-only state) stay in-page.
 *
 * Uses the Navigation API (Chromium); where it is missing, nothing is intercepted.
 */
import { safeNavigationUrl } from '../../core/page/navigation.js';

/** Whether a same-document move from `current` to `destination` should load the page in full. */
export function isPageChange(destination: string, current: string): boolean {
  const to = new URL(destination, current);
  const from = new URL(current);
  return to.origin !== from.origin || to.pathname !== from.pathname;
}

interface NavigateEventLike extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly hashChange: boolean;
  readonly cancelable: boolean;
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
}

/**
 * Listens for same-document pushes to another page and loads that page instead (`load`, by
 * default `location.assign`, after `before`). Returns the function that stops listening.
 */
export function startFullPageLoads(
  before: (url: string) => void,
  load: (url: string) => void = (url) => location.assign(url),
): () => void {
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  if (!navigation) return () => {};
  const onNavigate = (event: Event) => {
    const e = event as NavigateEventLike;
    if (!e.destination.sameDocument || e.hashChange || !e.cancelable) return;
    if (e.navigationType !== 'push' && e.navigationType !== 'replace') return;
    if (!isPageChange(e.destination.url, location.href)) return;
    const url = safeNavigationUrl(e.destination.url);
    if (!url) return; // another site: not ours to load; the browser's own rules apply
    e.preventDefault();
    before(url);
    load(url);
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}
