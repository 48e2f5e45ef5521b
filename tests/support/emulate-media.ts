// Media features (prefers-reduced-motion, colour scheme) in web-test-runner's browser, through its
// built-in emulate-media command, by the same web socket route as keys.ts (the test bundler leaves
// the computed import to the test server).

const SOCKET_MODULE = '/__web-dev-server__web-socket.js';

type Socket = { sendMessageWaitForResponse(message: object): Promise<unknown> };

/** Emulates media features for the page, e.g. `{ reducedMotion: 'reduce' }`; pass `'no-preference'` to undo. */
export async function emulateMedia(payload: { reducedMotion?: 'reduce' | 'no-preference'; colorScheme?: 'light' | 'dark' | 'no-preference' }): Promise<void> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id');
  const socket = (await import(/* @vite-ignore */ SOCKET_MODULE as string)) as Socket;
  await socket.sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'emulate-media', payload });
}
