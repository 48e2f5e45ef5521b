import type { FailurePolicy } from '../../core/kits/async/index.js';
import { loadScriptOnce } from '../../core/kits/embed/index.js';
import { checkNavigationUrl } from '../../core/page/navigation.js';
import { interactiveKey, registeredRenderer, type InteractiveRenderer } from './bespoke-interactive.registry.js';

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

/** No error row in E§8 for a failed interactive: the reader gets a short notice and the CMS's fallback. */
export const interactiveFailures: FailurePolicy = { fallback: 'BespokeInteractive_LoadFailed' };

export interface InteractiveSource { src: string; interactiveId: string; preview: boolean }

/** Loads the interactive's script (once per page per URL) and returns the renderer it registered. */
export async function loadInteractive({ src, interactiveId, preview }: InteractiveSource): Promise<InteractiveRenderer> {
  try {
    await loadScriptOnce(src);
    return registeredRenderer(interactiveKey(interactiveId, preview));
  } catch (err) {
    console.warn(`[mck-bespoke-interactive] interactive-id "${interactiveId}": ${(err as Error).message}`);
    throw err;
  }
}
