/** The query parameters of a subscribe or unsubscribe link (A§2: subcode, eid, optionally cid). */
export interface LinkParameters {
  /** The alert codes (`subcode` may list several, comma-separated). */
  codes: string[];
  /** The encrypted user id. */
  eid: string;
  /** The campaign id, when the link has one. */
  cid?: string;
}

/** The link's parameters from a query string; null when subcode or eid is missing (A§5 empty-code). */
export function linkParameters(search: string): LinkParameters | null {
  const query = new URLSearchParams(search);
  const codes = (query.get('subcode') ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  const eid = query.get('eid')?.trim() ?? '';
  if (!codes.length || !eid) return null;
  const cid = query.get('cid')?.trim();
  return { codes, eid, ...(cid ? { cid } : {}) };
}
