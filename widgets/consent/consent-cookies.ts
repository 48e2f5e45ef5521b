import { deleteCookie } from '../../core/page/cookies.js';
import { cookiesToDelete, type Consent } from './consent-rules.js';

/** A§9: the deletion repeats after 500 ms (scripts still running may set a cookie again). */
export const REPEAT_DELETION_MS = 500;

/** Names of the cookies this page can see. */
export function cookieNames(doc: Document = document): string[] {
  return doc.cookie.split(';').map((part) => part.split('=')[0]!.trim()).filter(Boolean);
}

/**
 * The domains a cookie may have been set for from this host: none (host-only), the host itself and
 * each parent domain (`www.example.com`, `example.com`). A cookie is only deleted with the domain
 * it was set with, and third-party scripts usually set theirs on the parent domain.
 */
export function cookieDomains(hostname: string): Array<string | undefined> {
  const labels = hostname.split('.');
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':') || labels.length < 2;
  if (isAddress) return [undefined];
  const parents = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  return [undefined, ...parents];
}

/** Deletes now the cookies of the groups `consent` has off; returns the names deleted. */
export function deleteCookiesOfGroupsOff(consent: Consent, doc: Document = document): string[] {
  const names = cookiesToDelete(cookieNames(doc), consent);
  for (const name of names) {
    for (const domain of cookieDomains(doc.location?.hostname ?? '')) deleteCookie(name, domain ? { domain } : {}, doc);
  }
  return names;
}

/**
 * A§4: deletes the cookies of the groups that are off, and again after 500 ms. Returns the function
 * that cancels the repeat (a newer change, or the widget leaving the page).
 */
export function deleteNowAndAgain(consent: Consent, doc: Document = document): () => void {
  deleteCookiesOfGroupsOff(consent, doc);
  const timer = setTimeout(() => deleteCookiesOfGroupsOff(consent, doc), REPEAT_DELETION_MS);
  return () => clearTimeout(timer);
}
