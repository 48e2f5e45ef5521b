import type { FailurePolicy } from '../../core/kits/async/index.js';
import { loadScriptOnce } from '../../core/kits/embed/index.js';
import { interactiveKey, registeredRenderer, type InteractiveRenderer } from './bespoke-interactive.registry.js';

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
