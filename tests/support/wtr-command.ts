// web-test-runner's built-in commands (driven by Playwright) from a browser test, through the test
// server's web socket. The socket module is imported by a computed path so the test bundler
// (esbuild) leaves it to the test server.

const SOCKET_MODULE = '/__web-dev-server__web-socket.js';

type Socket = { sendMessageWaitForResponse(message: object): Promise<unknown> };

/** Runs one web-test-runner command (`send-keys`, `emulate-media`, `set-viewport`, `send-mouse`) for this page. */
export async function wtrCommand(command: string, payload: object): Promise<void> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id');
  const socket = (await import(/* @vite-ignore */ SOCKET_MODULE as string)) as Socket;
  await socket.sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command, payload });
}

/** Resizes the test page's viewport (media queries, breakpoints). */
export const setViewport = (width: number, height = 800): Promise<void> => wtrCommand('set-viewport', { width, height });

/** Real pointer input (Playwright's mouse): move to a point of the page, press, release. */
export const sendMouse = (payload: { type: 'move'; position: [number, number] } | { type: 'down' | 'up' }): Promise<void> =>
  wtrCommand('send-mouse', payload);
