// Real key presses in web-test-runner's browser (its built-in send-keys command, driven by
// Playwright), for what synthetic KeyboardEvents cannot do: Esc closing a <dialog>, Tab moving
// focus, Enter submitting a form.

import { wtrCommand } from './wtr-command.js';

/** Presses one key (Playwright names: `Escape`, `Tab`, `Shift+Tab`, `Enter`) or types text. */
export async function sendKeys(payload: { press: string } | { type: string }): Promise<void> {
  await wtrCommand('send-keys', payload);
}

/**
 * Starts from the page (nothing focused), presses Tab `presses` times, and returns the element
 * focused inside `host`'s shadow root, after checking its focus is visible (an outline).
 */
export async function tabInto<E extends HTMLElement = HTMLElement>(host: Element, presses = 1): Promise<E> {
  (document.activeElement as HTMLElement | null)?.blur();
  for (let i = 0; i < presses; i++) await sendKeys({ press: 'Tab' });
  const focused = host.shadowRoot?.activeElement as E | null | undefined;
  if (!focused) throw new Error(`Tab did not move focus into <${host.localName}>`);
  if (getComputedStyle(focused).outlineStyle === 'none') throw new Error(`<${host.localName}>: the focused ${focused.localName} shows no focus outline`);
  return focused;
}

/** Focuses the field named `name` in `host`'s shadow root and types `text` into it, key by key. */
export async function typeInto(host: Element, name: string, text: string): Promise<void> {
  const field = host.shadowRoot?.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!field) throw new Error(`<${host.localName}> has no field named ${name}`);
  field.focus();
  await sendKeys({ type: text });
}
