import { DEFAULT_SOURCE, SINGLE_SIGN_ON_TYPE } from '../../contracts/registration.js';
import { checkNavigationUrl, refusalMessage } from '../../page/navigation.js';

/** What the registration page reads from its query string (A§2). */
export interface RegistrationQuery {
  /** Prefills (and validates) the email field; '' when absent. */
  email: string;
  /** Where the reader came from (print, save, download, …); {@link DEFAULT_SOURCE} when absent. */
  source: string;
  /** The raw `type`; {@link SINGLE_SIGN_ON_TYPE} marks the single-sign-on completion. */
  type: string;
  /** From `name`: its first word. */
  firstName: string;
  /** From `name`: the rest after the first word ('' for a one-word name). */
  lastName: string;
  /** `redirectURL`, when the core URL check allows it; else ''. */
  redirectUrl: string;
  /** `pdfUrl` as written, when the core URL check allows it; else ''. */
  pdfUrl: string;
  singleSignOn: boolean;
}

/**
 * A full name split into first and last (A§2 "the name is split into first and last name"): the
 * first word is the first name, everything after it the last name ("Anna Maria Schmidt" → "Anna" /
 * "Maria Schmidt"). Providers send the given name first, and a wrong split is one edit away in
 * the prefilled fields.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** A URL parameter the core navigation check allows, as written; refused ones are named on the console and dropped. */
function checkedUrl(raw: string | null, parameter: string, owner: string): string {
  const value = (raw ?? '').trim();
  if (!value) return '';
  const check = checkNavigationUrl(value);
  if (check.ok) return value;
  console.error(`${owner} query parameter ${parameter} ${refusalMessage(check.reason)}: ignoring "${value.slice(0, 200)}"`);
  return '';
}

/**
 * Reads the registration query parameters (A§2): email, source, type, name, redirectURL, pdfUrl.
 * `owner` names the widget in console messages (`[mck-registration]`).
 */
export function registrationQuery(search: string | URLSearchParams = location.search, owner = '[mck-registration]'): RegistrationQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const read = (name: string) => (params.get(name) ?? '').trim();
  const type = read('type');
  return {
    email: read('email'),
    source: read('source') || DEFAULT_SOURCE,
    type,
    ...splitName(read('name')),
    redirectUrl: checkedUrl(params.get('redirectURL'), 'redirectURL', owner),
    pdfUrl: checkedUrl(params.get('pdfUrl'), 'pdfUrl', owner),
    singleSignOn: type === SINGLE_SIGN_ON_TYPE,
  };
}

/** A§2: a source other than "default" makes the heading a print/save/download one and puts the account form first. */
export const hasSource = (source: string) => source !== '' && source !== DEFAULT_SOURCE;
