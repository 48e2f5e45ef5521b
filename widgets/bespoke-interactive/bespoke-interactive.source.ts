import { checkNavigationUrl } from '../../core/page/navigation.js';

/** E§2: bespoke interactive content is loaded from /spContent/{interactiveId}[/preview]/index.js. */
export const contentPath = (interactiveId: string, preview: boolean) =>
  `spContent/${interactiveId}${preview ? '/preview' : ''}/index.js`;

/**
 * The script's absolute URL under `contentBase` (else this page's origin root), or null
 * when the core URL check refuses it: a script runs with the page's rights, so it only ever comes
 * from an origin the page allows. (`interactiveId` is one safe path segment: the attribute kind.)
 */
export function contentScriptUrl(interactiveId: string, preview: boolean, contentBase: string): string | null {
  const given = contentBase ? new URL(contentBase, location.href).href : `${location.origin}/`;
  const base = given.endsWith('/') ? given : `${given}/`;
  const check = checkNavigationUrl(new URL(contentPath(interactiveId, preview), base).href);
  return check.ok ? check.url : null;
}
