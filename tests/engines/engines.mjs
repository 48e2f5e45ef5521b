// The browsers of the cross-engine smoke, each behind the same small interface the checks use
// (tests/engines/page-checks.mjs):
//   open(url)                        navigate and wait for the load event; starts a fresh error list
//   run(fn, ...args)                 run a self-contained function in the page (awaited when async)
//   consoleErrors()                  console.error calls and uncaught errors of the page open()ed
//   typeInShadow(host, sel, text)    type into an element in a widget's shadow root
//   pressEnterInShadow(host, sel)    press Enter in one (a form's implicit submission)
//   close()                          end the browser and every process started for it
// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi; WebKitGTK
// (Debian's webkit2gtk-driver: WebKitWebDriver and MiniBrowser) through selenium-webdriver,
// under Xvfb; Chromium through puppeteer-core over CDP, only to tell an engine's failure from
// the smoke's own (the Playwright suite covers Chromium).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { Builder, Key } from 'selenium-webdriver';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';

const VIEWPORT = { width: 1280, height: 720 };

/** Each engine: the Debian package that provides it, how to find it, how to start it. */
export const ENGINES = {
  firefox: {
    label: 'Firefox ESR',
    apt: 'firefox-esr',
    find: () => firstExisting([process.env.FIREFOX_ESR_PATH, '/usr/bin/firefox-esr']),
    launch: (executablePath) => launchPuppeteer({ browser: 'firefox', protocol: 'webDriverBiDi', executablePath, args: [] }),
  },
  webkit: {
    label: 'WebKitGTK',
    apt: 'webkit2gtk-driver xvfb',
    find: () => {
      const driver = firstExisting([process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver']);
      // Debian puts MiniBrowser under the library's own folder, by architecture and API version.
      const browser = firstExisting([process.env.WEBKIT_MINIBROWSER_PATH, ...miniBrowserCandidates()]);
      const display = process.env.DISPLAY || firstExisting(['/usr/bin/xvfb-run']);
      return driver && browser && display ? { driver, browser } : null;
    },
    launch: launchWebKit,
  },
  chromium: {
    label: 'Chromium (diagnosis only)',
    apt: 'chromium',
    find: () => { try { return chromiumPath(); } catch { return null; } },
    launch: (executablePath) => launchPuppeteer({ browser: 'chrome', protocol: 'cdp', executablePath, args: CHROMIUM_ARGS }),
  },
};

/** /usr/lib/<triplet>/webkit2gtk-4.1/MiniBrowser and its kin (webkit2gtk-4.0, webkitgtk-6.0). */
function miniBrowserCandidates() {
  const lib = '/usr/lib';
  return readdirSync(lib).flatMap((triplet) => {
    const dir = join(lib, triplet);
    try {
      return readdirSync(dir).filter((name) => /^webkit(2)?gtk-/.test(name)).sort().reverse().map((name) => join(dir, name, 'MiniBrowser'));
    } catch {
      return [];
    }
  });
}

function firstExisting(paths) {
  return paths.find((p) => p && existsSync(p)) ?? null;
}

async function launchPuppeteer({ browser: kind, protocol, executablePath, args }) {
  const browser = await puppeteer.launch({
    browser: kind, protocol, executablePath, args, headless: true, defaultViewport: VIEWPORT, protocolTimeout: 60_000,
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    // Before any script of each page: over BiDi, puppeteer's console events show an Error
    // argument only as "JSHandle@error", while the widgets' reports are read by their text.
    await page.evaluateOnNewDocument(recordConsoleErrors);
    const inShadow = (host, selector) => page.evaluateHandle(
      (h, s) => document.querySelector(h)?.shadowRoot?.querySelector(s), host, selector,
    );
    return {
      async open(url) {
        await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      },
      run: (fn, ...fnArgs) => page.evaluate(fn, ...fnArgs),
      consoleErrors: async () => recordedErrors(await page.evaluate(readConsoleErrors)),
      async typeInShadow(host, selector, text) {
        const handle = await inShadow(host, selector);
        await handle.asElement().type(text);
        await handle.dispose();
      },
      async pressEnterInShadow(host, selector) {
        const handle = await inShadow(host, selector);
        await handle.asElement().press('Enter');
        await handle.dispose();
      },
      close: () => closePuppeteer(browser),
    };
  } catch (error) {
    await closePuppeteer(browser);
    throw error;
  }
}

/** Closes the browser; one that does not close within a few seconds is killed. */
async function closePuppeteer(browser) {
  const child = browser.process();
  try {
    await Promise.race([browser.close(), pause(10_000)]);
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

const pause = (ms) => new Promise((done) => setTimeout(done, ms).unref());

/**
 * In the page: records console.error calls, uncaught errors and unhandled rejections into
 * `window.__mckConsoleErrors`, as text. Puppeteer installs it before each page's first script.
 * WebKitGTK's WebDriver has neither BiDi nor a log endpoint nor a preload script: there it is
 * injected once the page has loaded, so what a page logs before its load event is not seen in
 * WebKitGTK (the widgets' error states still are).
 */
function recordConsoleErrors() {
  const errors = (window.__mckConsoleErrors = []);
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'object' && value !== null) {
      try { return JSON.stringify(value); } catch { return String(value); }
    }
    return String(value);
  };
  const original = console.error;
  console.error = function (...args) {
    errors.push(`console.error: ${args.map(text).join(' ')}`);
    return original.apply(this, args);
  };
  addEventListener('error', (event) => errors.push(`page error: ${event.error ? text(event.error) : event.message}`));
  addEventListener('unhandledrejection', (event) => errors.push(`page error: unhandled rejection: ${text(event.reason)}`));
}

/** In the page: what `recordConsoleErrors` recorded, or null when it is not on this page. */
function readConsoleErrors() {
  return window.__mckConsoleErrors ?? null;
}

/** The recorded list; none means the page is not the one opened (it navigated away). */
function recordedErrors(list) {
  return list ?? ['the page navigated away from what was opened: its console was not observed after that'];
}

async function launchWebKit({ driver: driverPath, browser: browserPath }) {
  const port = Number(process.env.MCK_WEBKIT_DRIVER_PORT ?? 4610);
  // MiniBrowser needs an X display; without one, WebKitWebDriver (and the browser it starts)
  // run under their own Xvfb. Their own process group, so close() ends them all.
  const [command, ...args] = process.env.DISPLAY
    ? [driverPath, `--port=${port}`]
    : ['xvfb-run', '-a', driverPath, `--port=${port}`];
  const service = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let serviceOutput = '';
  service.stderr.on('data', (chunk) => { serviceOutput = (serviceOutput + chunk).slice(-2000); });
  const endService = (signal = 'SIGTERM') => {
    try { process.kill(-service.pid, signal); } catch { /* already gone */ }
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url, service, () => serviceOutput);
    const driver = await new Builder().usingServer(url).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
    }).build();
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 30_000 });
    await driver.manage().window().setRect(VIEWPORT);
    const inShadow = (host, selector) => driver.executeScript(
      (h, s) => document.querySelector(h)?.shadowRoot?.querySelector(s), host, selector,
    );
    return {
      async open(url) {
        await driver.get(url);
        await driver.executeScript(recordConsoleErrors);
      },
      run: (fn, ...fnArgs) => driver.executeScript(fn, ...fnArgs),
      consoleErrors: async () => recordedErrors(await driver.executeScript(readConsoleErrors)),
      async typeInShadow(host, selector, text) {
        await (await inShadow(host, selector)).sendKeys(text);
      },
      async pressEnterInShadow(host, selector) {
        await (await inShadow(host, selector)).sendKeys(Key.ENTER);
      },
      async close() {
        try {
          await Promise.race([driver.quit(), pause(10_000)]);
        } finally {
          endService();
          // xvfb-run stops its Xvfb on TERM; whatever is left a moment later is killed.
          await pause(1_000);
          endService('SIGKILL');
        }
      },
    };
  } catch (error) {
    endService();
    throw error;
  }
}

async function waitForDriver(url, service, output) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (service.exitCode !== null) throw new Error(`WebKitWebDriver exited (${service.exitCode}): ${output()}`);
    try {
      const status = await (await fetch(`${url}/status`, { signal: AbortSignal.timeout(1_000) })).json();
      if (status.value?.ready) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on ${url}: ${output()}`);
    await pause(200);
  }
}
