/**
 * How an interactive's script hands itself to the widget. The script runs once per page however
 * many elements show it, so it does not draw anything itself: it registers a renderer under its
 * path (`{id}` or `{id}/preview`) on `window.mckInteractives`, and the widget calls it for each
 * element with that element's stage. The renderer may return a cleanup function.
 *
 * @example (window.mckInteractives ??= {})['growth-explorer'] = (stage) => { stage.append(…); };
 */
export type InteractiveRenderer = (stage: HTMLElement, context: { preview: boolean; language: string }) => void | (() => void);

declare global {
  interface Window {
    mckInteractives?: Record<string, InteractiveRenderer>;
  }
}

/** The registry key of an interactive: the part of its path between /spContent/ and /index.js. */
export const interactiveKey = (interactiveId: string, preview: boolean) => `${interactiveId}${preview ? '/preview' : ''}`;

/** The renderer the loaded script registered; throws (a load failure) when it registered none. */
export function registeredRenderer(key: string): InteractiveRenderer {
  const renderer = window.mckInteractives?.[key];
  if (typeof renderer !== 'function') throw new Error(`the script of interactive "${key}" registered no renderer on window.mckInteractives`);
  return renderer;
}
