import { expect, test, type Page } from '@playwright/test';
import { LEGACY_PAGE_NAMES, LEGACY_PAGES, legacyPorts } from '../../demo/cms-origin/legacy.js';
import { builtTags, CMS_URL, hydrateEvery, READER, watchProblems } from './support.js';

// The legacy-page matrix (demo/cms-origin/legacy.ts): the second-origin CMS page again, each time
// on its own origin under what real legacy sites carry (jQuery 1.12.4 + Bootstrap 3.4.1, MooTools
// 1.5.2, document-register-element, Prototype's and MooTools 1.6 compat's built-ins, a strict CSP,
// Trusted Types). On each, every built widget hydrates with no error state, nothing fails on the
// console or the network, the page reports no CSP violation, sign-in works across origins with a
// JSON body the service can read, a form's max-length message shows, the widgets' text is the size
// it is on the plain page, and the page's own library still does what it did.

const BUILT_TAGS = builtTags();
const cmsPort = Number(new URL(CMS_URL).port);
const ports = legacyPorts(cmsPort);
const urlOf = (name: keyof typeof ports) => `http://127.0.0.1:${ports[name]}/`;

/** Every CSP violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} from ${e.sourceFile}:${e.lineNumber}`), true);
  });
}

/** Text sizes a reader sees: the sign-in form's label, field and button, the accordion's trigger. */
function textSizes(page: Page) {
  return page.evaluate(() => {
    const size = (host: string, selector: string) => {
      const el = document.querySelector(host)?.shadowRoot?.querySelector(selector);
      if (!el) return `${host} ${selector}: missing`;
      const style = getComputedStyle(el);
      return `${host} ${selector}: ${style.fontSize}/${style.lineHeight} ${Math.round(el.getBoundingClientRect().height)}px high`;
    };
    return [
      size('mck-signin', 'label'), size('mck-signin', 'input'), size('mck-signin', 'button[type=submit]'),
      size('mck-accordion', 'button'),
    ];
  });
}

let plainSizes: string[];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto(CMS_URL);
  await hydrateEvery(page, ['mck-signin', 'mck-accordion']);
  await page.locator('mck-signin form').waitFor();
  plainSizes = await textSizes(page);
  expect(plainSizes.join('\n')).not.toContain('missing');
  await page.close();
});

for (const name of LEGACY_PAGE_NAMES) {
  test(`legacy page "${name}": ${LEGACY_PAGES[name].title}`, async ({ page }) => {
    test.setTimeout(60_000 + BUILT_TAGS.length * 1_000);
    const problems = watchProblems(page);
    await recordViolations(page);
    const logins: { body: string | null }[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/auth/login')) logins.push({ body: r.postData() }); });

    await page.goto(urlOf(name));
    await hydrateEvery(page, BUILT_TAGS);
    expect(await page.evaluate(() => (window as unknown as { cmsLibraryWorks(): unknown }).cmsLibraryWorks()), "the page's own library still works").toBe(true);

    // The widgets' text is the size it is on the plain page (not the page's root font size).
    await page.locator('mck-signin form').scrollIntoViewIfNeeded();
    await page.locator('mck-accordion').scrollIntoViewIfNeeded();
    expect(await textSizes(page)).toEqual(plainSizes);

    // The form kit's max-length rule (it counts characters with Array.from).
    const registration = page.locator('mck-registration');
    await registration.scrollIntoViewIfNeeded();
    const firstName = registration.getByLabel('First name');
    await firstName.fill('A'.repeat(51));
    await firstName.blur();
    await expect(registration.getByText('First name can be at most 50 characters.')).toBeVisible();

    // Sign-in across origins, with a JSON body the service reads (whatever toJSON the page added).
    const form = page.locator('mck-signin form');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Email address').fill(READER.email);
    await form.getByLabel('Password').fill(READER.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('mck-signin').getByText('Signed in as Rosa Reyes')).toBeVisible();
    await expect(page.getByTestId('cms-user')).toHaveText('Rosa Reyes');
    expect(logins).toHaveLength(1);
    expect(JSON.parse(logins[0]!.body ?? 'null')).toMatchObject({ username: READER.email });

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('diagnostics: on a page whose built-ins cannot be repaired, boot says why once and every tag shows it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  // A page script that leaves no way to make a clean frame and replaces a built-in the bundle needs.
  await page.addInitScript(() => {
    Array.from = function () { return []; } as typeof Array.from;
    Document.prototype.createElement = ((create) => function (this: Document, name: string, options?: ElementCreationOptions) {
      if (String(name).toLowerCase() === 'iframe') throw new Error('no frames on this page');
      return create.call(this, name, options);
    })(Document.prototype.createElement);
  });
  await page.goto(CMS_URL);
  const signin = page.locator('mck-signin');
  await expect(signin).toHaveAttribute('data-mck-error', 'load');
  const diagnostics = await page.evaluate(() => window.mck!.diagnostics!());
  expect(diagnostics.boot).toMatch(/^failed: .*Array\.from/);
  expect(diagnostics.tags.find((t) => t.tag === 'mck-signin')).toMatchObject({ state: 'error', error: 'load', message: expect.stringMatching(/Array\.from/) });
  const said = errors.filter((e) => e.startsWith('[mck] boot failed'));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/a page script removed or replaced a built-in/);
});
