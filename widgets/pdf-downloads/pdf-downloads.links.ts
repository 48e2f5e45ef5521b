/**
 * What each PDF link and action does (A§2 routes, A§3, A§9), pure. The hash routes are the auth
 * router's (`mck-auth-router`): this widget only points at the right one for the reader's session.
 */

/** A§3: "registered users" restricts the page. */
export const isRegisteredOnly = (accessStatus: string) => accessStatus.trim().toLowerCase() === 'registered users';

/**
 * A§2: `#/download/{encodedFile}` on registered-only pages (a signed-out reader goes to
 * `#/auth-download/…` first, so the link says so at once); `#/view-file/{encodedPath}` otherwise,
 * open to everyone.
 */
export function pdfHref(src: string, registeredOnly: boolean, signedIn: boolean): string {
  const encoded = encodeURIComponent(src);
  if (!registeredOnly) return `#/view-file/${encoded}`;
  return signedIn ? `#/download/${encoded}` : `#/auth-download/${encoded}`;
}

/** A§2: printing a registered-only page needs sign-in (`#/auth-print`); otherwise it prints at once. */
export const printRoute = (registeredOnly: boolean, signedIn: boolean): string | null =>
  registeredOnly && !signedIn ? '#/auth-print' : null;

/** A§2: saving sends a signed-out reader to `#/auth-save`. */
export const saveRoute = (signedIn: boolean) => (signedIn ? '#/save' : '#/auth-save');

/** A§9: Bytes under 1024, then KB, then MB. */
export function sizeLabel(bytes: number): { value: string; unit: 'Bytes' | 'KB' | 'MB' } {
  if (bytes < 1024) return { value: String(Math.round(bytes)), unit: 'Bytes' };
  if (bytes < 1024 * 1024) return { value: String(Math.round(bytes / 1024)), unit: 'KB' };
  return { value: (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, ''), unit: 'MB' };
}

/** The name shown: the custom display name, else the name, else the file's own name. */
export const pdfName = (doc: { src: string; name?: string; displayName?: string }) =>
  doc.displayName?.trim() || doc.name?.trim() || decodeURIComponent(doc.src.split(/[?#]/)[0]!.split('/').pop() || doc.src);
