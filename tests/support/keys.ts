// Real key presses in web-test-runner's browser (its built-in send-keys command, driven by
// Playwright), for what synthetic KeyboardEvents cannot do: Esc closing a <dialog>, Tab moving
// focus, Enter submitting a form. The web socket module is imported by a computed path so the
// test bundler (esbuild) leaves it to the test server.

const SOCKET_MODULE = '/__web-dev-server__web-socket.js';

type Socket = { sendMessageWaitForResponse(message: object): Promise<unknown> };

/** Presses one key (Playwright names: `Escape`, `Tab`, `Shift+Tab`, `Enter`) or types text. */
export async function sendKeys(payload: { press: string } | { type: string }): Promise<void> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id');
  const socket = (await import(/* @vite-ignore */ SOCKET_MODULE as string)) as Socket;
  await socket.sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'send-keys', payload });
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
