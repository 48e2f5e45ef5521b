/**
 * Runs before each unit test file of the `dom` project (vitest.config.ts). The project shares one
 * happy-dom window and one module graph among its files (no per-file isolation: a new window and
 * fresh imports for each of 125 files were most of the suite's time), so what a file may leave
 * behind in the window is put back here: the page's body, storage, cookies, address, React's
 * act() mode, timers, stubbed globals and spies, and core's page-wide state (the session, the
 * page config, the dictionary, the playing media), as a new page would have them.
 */
import { vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { forgetHeldCommands } from '../../core/page/events.js';
import { activeMedia } from '../../core/page/media.js';
import { dictionary } from '../../core/text/i18n.js';
import { resetSessionSignals } from './session.js';

/** Whether React expects act(): a file that wants it sets it; the rest must not inherit it. */
delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
document.body.replaceChildren();
document.documentElement.removeAttribute('dir');
document.documentElement.removeAttribute('lang');
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
history.replaceState(null, '', '/');

setConfig(null);
forgetHeldCommands();
dictionary.value = {};
activeMedia.value = null;
resetSessionSignals();
