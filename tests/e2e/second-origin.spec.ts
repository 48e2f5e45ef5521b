import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { builtTags, CMS_URL, DEMO_URL, hydrateEvery, READER, watchProblems } from './support.js';

// The bundle embedded as a real CMS embeds it: a page on another origin (demo/cms-origin/) with
// its own careless global CSS and inline scripts, the loader and the services by absolute URL on
// the demo server. Real services, real Chromium, no stubbed fetches.

/** Every built widget (widgets/<folder>/meta.json): each must be on the CMS page and work there. */
const BUILT_TAGS: string[] = builtTags();

/** The bundle's responses (/mck/* on the demo origin), as the browser saw them. */
function bundleResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${DEMO_URL}/mck/`)) seen.push(r);
  });
  return seen;
}

/** The widgets that show the session: the sign-in round trip waits for these only. */
const SESSION_TAGS = ['mck-signin', 'mck-account-menu'];

/** Size, font and box model of each built widget and of every control inside its shadow root. */
function measureWidgets(page: Page) {
  return page.evaluate((tags) => {
    const describe = (el: Element, name: string) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return `${name}: ${Math.round(rect.width)}×${Math.round(rect.height)} font ${style.fontSize}/${style.lineHeight} ${style.fontFamily.split(',')[0]} ${style.boxSizing} padding ${style.padding}`;
    };
    return tags.flatMap((tag) => [...document.querySelectorAll(tag)].flatMap((host, i) => [
      describe(host, `${tag}[${i}]`),
      ...[...(host.shadowRoot?.querySelectorAll('button, input, select, textarea, a, h2, h3, p, video') ?? [])]
        .map((el, j) => describe(el, `${tag}[${i}] ${el.localName}[${j}]`)),
    ]));
  }, BUILT_TAGS);
}

test.describe('second origin: a legacy CMS embedding the bundle by absolute URL', () => {
  test('every built widget hydrates under the CMS CSS; the bundle comes compressed with CORS headers', async ({ page }) => {
    // Every built widget: the page grows with the catalogue, and so does the time.
    test.setTimeout(60_000 + BUILT_TAGS.length * 1_500);
    const problems = watchProblems(page);
    const bundle = bundleResponses(page);
    await page.goto(CMS_URL);
    expect(new URL(page.url()).origin).not.toBe(new URL(DEMO_URL).origin);
    await hydrateEvery(page, BUILT_TAGS);
    await page.waitForLoadState('networkidle');

    // The bundle: loader, boot, runtime, core and every widget chunk, brotli-compressed, importable anywhere.
    const scripts = bundle.filter((r) => r.url().endsWith('.js'));
    expect(scripts.map((r) => new URL(r.url()).pathname)).toEqual(expect.arrayContaining([
      '/mck/mck-loader.js', expect.stringMatching(/^\/mck\/core\/boot-/), expect.stringMatching(/^\/mck\/chunks\/runtime-/),
      expect.stringMatching(/^\/mck\/chunks\/core-/),
    ]));
    expect(scripts.length).toBeGreaterThanOrEqual(4 + BUILT_TAGS.length);
    for (const r of scripts) {
      const h = await r.allHeaders();
      const name = new URL(r.url()).pathname;
      expect(r.status(), name).toBe(200);
      expect(h['content-encoding'], name).toBe('br');
      expect(h['content-type'], name).toMatch(/^text\/javascript/);
      expect(h['vary'], name).toMatch(/accept-encoding/i);
      expect(h['access-control-allow-origin'], name).toBe('*');
      expect(h['access-control-allow-credentials'], name).toBeUndefined();
      expect(h['cross-origin-resource-policy'], name).toBe('cross-origin');
      if (name === '/mck/mck-loader.js') {
        expect(h['cache-control']).toBe('no-cache');
        expect(h['etag']).toMatch(/^"[^"]+"$/);
      } else {
        expect(h['cache-control'], name).toBe('public, max-age=31536000, immutable');
      }
    }

    // The CMS's `* { box-sizing: content-box !important }`, `button { font-size: 31px }` and
    // `div { line-height: 3 }` stay outside: every widget and every control in it has the same size,
    // font and box model with the CMS's style sheet as without it.
    // The registration forms show their captcha a second after they render (A§5): measured once it is in.
    for (const form of ['mck-registration', 'mck-registration-stepper']) {
      await expect(page.locator(`${form} [part~=captcha] input`).first()).toBeAttached();
    }
    const withCmsCss = await measureWidgets(page);
    await page.evaluate(() => { (document.getElementById('cms-global-css') as HTMLStyleElement).disabled = true; });
    const withoutCmsCss = await measureWidgets(page);
    await page.evaluate(() => { (document.getElementById('cms-global-css') as HTMLStyleElement).disabled = false; });
    expect(withoutCmsCss.length).toBeGreaterThan(BUILT_TAGS.length);
    expect(withCmsCss).toEqual(withoutCmsCss);
    const trigger = page.locator('mck-accordion').getByRole('button', { name: 'Where is the canteen?' });
    for (const button of [trigger, page.locator('mck-signin').getByRole('button', { name: 'Sign in' })]) {
      expect(await button.evaluate((el) => getComputedStyle(el).fontSize)).not.toBe('31px');
    }
    // No widget spills out of the CMS's 760 px content column (measured in one round trip), but
    // full-bleed media, which spans the page's width from inside the column, as its name says.
    const spills = await page.evaluate((tags) => {
      const column = document.getElementById('cms-content')!.getBoundingClientRect();
      const page = { left: 0, right: document.documentElement.clientWidth };
      return tags.flatMap((tag) => {
        const box = document.querySelector(tag)!.getBoundingClientRect();
        if (tag === 'mck-full-bleed-media') {
          return Math.abs(box.left - page.left) > 0.5 || Math.abs(box.right - page.right) > 0.5
            ? [`${tag}: ${Math.round(box.left)}–${Math.round(box.right)} is not the page's ${page.left}–${page.right}`]
            : [];
        }
        return box.left < column.left - 0.5 || box.right > column.right + 0.5
          ? [`${tag}: ${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(column.left)}–${Math.round(column.right)}`]
          : [];
      });
    }, BUILT_TAGS);
    expect(spills).toEqual([]);

    // Keyboard: the accordion opens with Enter and moves with the arrows; the video plays from the keyboard.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('mck-accordion').getByText('Second floor, east wing.')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const second = page.locator('mck-accordion').getByRole('button', { name: 'When does the office open?' });
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');

    const video = page.locator('mck-video');
    await video.getByRole('button', { name: 'Play video' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => video.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2)).toBe(true);
    await expect(video.getByRole('button', { name: 'Pause video' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => video.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    // The insights grid lists the article service's cards across origins and loads more by keyboard.
    const insights = page.locator('mck-insights-grid');
    await expect(insights.locator('[part=card]')).toHaveCount(3);
    await insights.locator('[part=load-more]').focus();
    await page.keyboard.press('Enter');
    await expect(insights.locator('[part=card]')).toHaveCount(6);

    expect(problems).toEqual([]);
  });

  test('sign-in round trip across origins: by keyboard, every session widget and the page script follow, sign-out clears', async ({ page }) => {
    test.slow(); // Every session tag of the long CMS page hydrates twice (before and after sign-in), on a shared 2-core machine.
    const problems = watchProblems(page);
    const userCalls: Request[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${DEMO_URL}/api/user/`)) userCalls.push(r);
    });
    await page.goto(CMS_URL);
    await hydrateEvery(page, SESSION_TAGS);
    const header = page.getByTestId('cms-user');
    const menu = page.locator('mck-account-menu');
    await expect(header).toHaveText('guest');
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();

    // Fill and submit the sign-in form with the keyboard only.
    const form = page.locator('mck-signin form');
    await form.getByLabel('Email address').focus();
    await page.keyboard.type(READER.email);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(READER.password);
    await page.keyboard.press('Enter');

    await expect(page.locator('mck-signin').getByText('Signed in as Rosa Reyes')).toBeVisible();
    await menu.scrollIntoViewIfNeeded();
    await expect(menu.getByText('Rosa Reyes')).toBeVisible();
    await expect(header).toHaveText('Rosa Reyes'); // the CMS's own inline script, through window.mck

    // Tokens travel in headers, not cookies: the login answer hands them over, the CMS origin keeps
    // them, and the next call to the demo origin sends them back.
    const login = userCalls.find((r) => r.method() === 'POST' && r.url().includes('/auth/login'));
    expect(login, 'the login call went to the demo origin').toBeTruthy();
    const loginHeaders = await (await login!.response())!.allHeaders();
    expect(loginHeaders['access-control-allow-origin']).toBe(CMS_URL);
    expect(loginHeaders['access_token']).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('mck.accessToken'))).toBe(loginHeaders['access_token']);

    // A new page load restores the session from the user service, across origins, with the header.
    await page.reload();
    await hydrateEvery(page, SESSION_TAGS);
    await expect(page.locator('mck-signin').getByText('Signed in as Rosa Reyes')).toBeVisible();
    await expect(menu.getByText('Rosa Reyes')).toBeVisible();
    const restore = userCalls.filter((r) => r.method() === 'GET' && /\/users\//.test(r.url())).at(-1);
    expect(restore, 'the user was fetched again after the reload').toBeTruthy();
    expect((await restore!.allHeaders())['access_token']).toBeTruthy();

    // Sign out by keyboard.
    await page.locator('mck-signin').getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header).toHaveText('guest');
    expect(await page.evaluate(() => localStorage.getItem('mck.accessToken'))).toBeNull();
    await expect(page.locator('mck-signin form').getByLabel('Email address')).toBeVisible();

    expect(problems).toEqual([]);
  });

  test('the auth router on the CMS page: #/signin opens the sign-in dialog, signing in there closes it; #/signup opens the sign-up form', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(CMS_URL);
    const block = page.locator('[data-widget=mck-auth-router]');
    await expect(block.locator('mck-auth-router')).toHaveAttribute('data-mck-rendered', '');
    // The hash as the block's link sets it, without scrolling there: further down, widgets that
    // send a signed-in reader home (the registration forms) would hydrate and do so.
    await page.evaluate(() => { location.hash = '#/signin'; });
    const dialog = page.locator('mck-auth-router dialog[open]');
    // Named by its form's own heading: one heading in the dialog, not two saying the same.
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    const form = dialog.locator('mck-signin form');
    await form.getByLabel('Email address').fill(READER.email);
    await form.getByLabel('Password').fill(READER.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('cms-user')).toHaveText('Rosa Reyes');
    expect(new URL(page.url()).hash).toBe('');
    expect(problems).toEqual([]);

    await page.evaluate(() => window.mck!.session!.signOut());
    await page.evaluate(() => { location.hash = '#/signup'; });
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await expect(dialog.locator('mck-signup')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('registration stepper on the CMS page: step 1 across origins creates the account, signs in and moves to step 2', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(CMS_URL);
    const stepper = page.locator('[data-widget=mck-registration-stepper] mck-registration-stepper');
    await stepper.scrollIntoViewIfNeeded();
    const form = stepper.locator('form');
    await form.getByLabel('Email address').fill(`cms-stepper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`);
    await form.getByLabel('Password', { exact: true }).fill('Cms-stepper-1');
    await form.getByLabel('First name').fill('Stella');
    await form.getByLabel('Last name').fill('Origin');
    await form.getByLabel('Country').selectOption({ label: 'Germany' });
    await form.getByLabel('I am not a robot (test captcha)').check();
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(stepper.locator('[part=heading]')).toHaveText('Choose your newsletters');
    await expect(page.getByTestId('cms-user')).toHaveText('Stella Origin'); // the CMS's own script, through window.mck
    await expect(stepper.locator('[part=subscription]').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('sign-up on the CMS page: a new account across origins, signed in, the page script follows', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(CMS_URL);
    const signup = page.locator('[data-widget=mck-signup] mck-signup');
    await signup.scrollIntoViewIfNeeded();
    const form = signup.locator('form');
    await form.getByLabel('Email address').fill(`cms-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`);
    await form.getByLabel('Password', { exact: true }).fill('Cms-signup-1');
    await form.getByLabel('First name').fill('Cora');
    await form.getByLabel('Last name').fill('Origin');
    await form.getByLabel('Country').selectOption({ label: 'Germany' });
    await form.getByLabel('I am not a robot (test captcha)').check();
    // A§4: back to the return route (this page) with the source hash, which the page's router then handles.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { hashesSeen: string[] }).hashesSeen = []);
      addEventListener('hashchange', () => seen.push(location.hash));
    });
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('cms-user')).toHaveText('Cora Origin'); // the CMS's own script, through window.mck
    await expect.poll(() => page.evaluate(() => (window as unknown as { hashesSeen: string[] }).hashesSeen)).toContain('#/default');
    expect(await page.evaluate(() => localStorage.getItem('mck.accessToken'))).toBeTruthy();
    expect(problems).toEqual([]);
  });
});
