// Helpers for widget unit tests in vitest (happy-dom).
import { vi } from 'vitest';

/** Replaces the document body with `html` and returns its first element. */
export function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

/** Waits until `selector` is in the element's shadow root (React 19 renders asynchronously). */
export function inShadow<E extends Element = HTMLElement>(el: Element, selector: string): Promise<E> {
  return vi.waitFor(() => {
    const found = el.shadowRoot?.querySelector<E>(selector);
    if (!found) throw new Error(`no ${selector} yet`);
    return found;
  });
}
