/**
 * `window.mck.diagnostics()`: what an integrator asks when widgets do not show. Installed by
 * boot's start before anything else can fail, so it answers on a page where boot itself failed.
 *
 *   window.mck.diagnostics()
 *   → { boot: 'running' | 'ready' | 'failed: …', builtins: { restored, bypassed, broken },
 *       tags: [{ tag, id, state: 'waiting' | 'hydrated' | 'rendered' | 'error', error?, message? }] }
 *
 * A tag's `error` is its `data-mck-error` value (load, attribute, render); `message` is the console
 * message that named its cause, which the code that failed keeps under `PROBLEM_KEY`
 * (core/host/hydration.ts; `recordProblem` in core/host/define-widget.tsx).
 *
 * Imports only constants (core/host/hydration.ts): it is bundled into boot's start.
 */
import { ERROR_ATTR, HYDRATED_ATTR, PROBLEM_KEY, RENDERED_ATTR } from '../host/hydration.js';
import type { BuiltinsReport } from './builtins.js';

export type TagState = 'waiting' | 'hydrated' | 'rendered' | 'error';

export interface TagDiagnosis {
  tag: string;
  /** the element's id, when it has one */
  id?: string;
  state: TagState;
  /** `data-mck-error`: load, attribute or render */
  error?: string;
  /** the console message that named the cause */
  message?: string;
}

export interface Diagnostics {
  boot: string;
  builtins: BuiltinsReport;
  tags: TagDiagnosis[];
}

function stateOf(el: Element): TagState {
  if (el.hasAttribute(ERROR_ATTR)) return 'error';
  if (el.hasAttribute(RENDERED_ATTR)) return 'rendered';
  return el.hasAttribute(HYDRATED_ATTR) ? 'hydrated' : 'waiting';
}

/** Every `mck-*` element in `root` and in the shadow roots of those elements, in document order. */
export function diagnoseTags(root: ParentNode = document): TagDiagnosis[] {
  const found: TagDiagnosis[] = [];
  const visit = (scope: ParentNode) => {
    const all = scope.querySelectorAll('*');
    for (let i = 0; i < all.length; i++) {
      const el = all[i]!;
      if (!el.localName.startsWith('mck-')) continue;
      const diagnosis: TagDiagnosis = { tag: el.localName, state: stateOf(el) };
      if (el.id) diagnosis.id = el.id;
      const error = el.getAttribute(ERROR_ATTR);
      if (error !== null) diagnosis.error = error;
      const message = (el as unknown as Record<symbol, string | undefined>)[PROBLEM_KEY];
      if (message) diagnosis.message = message;
      found.push(diagnosis);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(root);
  return found;
}

/** The state boot's start reports into; `installDiagnostics` offers it as `window.mck.diagnostics`. */
export interface DiagnosticsState {
  boot: string;
  builtins: BuiltinsReport;
}

declare global {
  interface MckGlobal {
    /** Each tag's state and error, boot's state and what the built-ins guard found. */
    diagnostics?: () => Diagnostics;
  }
}

export function installDiagnostics(state: DiagnosticsState, win: Window = window): void {
  (win.mck ??= {}).diagnostics = () => ({ boot: state.boot, builtins: state.builtins, tags: diagnoseTags(win.document) });
}
