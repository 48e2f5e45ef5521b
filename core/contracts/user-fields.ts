/**
 * What a person types about themselves (registration, profile, password, contact): the limits and
 * formats both sides check, the form kit in the browser (core/kits/form/validation.ts, which turns
 * a failed check into a dictionary message) and the user service again on the server.
 *
 * The spec leaves the exact patterns and limits "not shown"; the values below are our choices and
 * are documented where they are defined.
 */

/**
 * Maximum lengths. The spec says only that they exist and differ per field, so these are chosen:
 * 254 is the longest address SMTP can carry (RFC 5321 path limit); 50/80/100 are generous for
 * names and organisations while keeping the CRM fields bounded.
 */
/** Email maximum length (chosen, see above). */
export const EMAIL_MAX = 254;
/** First name maximum length (chosen). */
export const FIRST_NAME_MAX = 50;
/** Last name maximum length (chosen). */
export const LAST_NAME_MAX = 80;
/** Organization maximum length (chosen). */
export const ORGANIZATION_MAX = 100;
/** Minimum password length (chosen; see {@link isStrongPassword}). */
export const PASSWORD_MIN = 8;

/** Length in code points, so an emoji counts once. */
const length = (s: string) => Array.from(s).length;

/**
 * Email pattern (chosen; checked after trimming): a local part of the characters RFC 5322 allows
 * unquoted (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ . -), one `@`, then one or more
 * dot-separated domain labels (letters, digits, inner hyphens, at most 63 characters each) and a
 * final label of at least two letters. So it needs a dot in the domain (intranet-only addresses
 * such as `a@localhost` are refused, as a public site wants) and refuses spaces, consecutive or
 * edge dots in the local part, and quoted local parts.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** True when `value` (trimmed) matches {@link EMAIL_PATTERN}. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Name pattern: letters of any script including accented ones (and combining marks), spaces,
 * apostrophes (' and ’), hyphens and periods; it must start with a letter, so "-" or "." alone fail.
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

/**
 * The password strength check "that takes the email into account" (A§5; the actual rule is not
 * shown). Ours: at least {@link PASSWORD_MIN} characters, at least one upper-case letter, one
 * lower-case letter and one digit, and it must not contain the local part of the email
 * (case-insensitive) when that local part has 3 or more characters (shorter ones would reject
 * too many good passwords by accident).
 */
export function isStrongPassword(password: string, emailAddress = ''): boolean {
  if (length(password) < PASSWORD_MIN) return false;
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\d/.test(password)) return false;
  const at = emailAddress.trim().indexOf('@');
  const local = (at < 0 ? emailAddress.trim() : emailAddress.trim().slice(0, at)).toLowerCase();
  return !(length(local) >= 3 && password.toLowerCase().includes(local));
}
