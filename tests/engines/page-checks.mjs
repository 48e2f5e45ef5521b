// What the cross-engine smoke checks on a page, the same in every engine. Each check drives an
// engine through the small interface of tests/engines/engines.mjs and returns the problems it saw
// (an empty list is a pass). The functions passed to `engine.run` execute in the page: they are
// serialised, so they close over nothing.

/** The demo's seeded reader (demo/db seed), as tests/e2e/support.ts signs in. */
export const READER = { email: 'reader@example.com', password: 'Reader-pass-1', name: 'Rosa Reyes' };

/** How long a page's widgets may take to hydrate once scrolled to, in total. */
const HYDRATION_TIMEOUT_MS = 20_000;

/**
 * In the page: brings every `mck-*` element (in the document and in widgets' shadow roots) to
 * hydrate, the way a reader would: scrolls through the page and then each pending one into view
 * (`visible`), and touches those left to `hydrate="interaction"` with the focus event the loader
 * waits for. Resolves when none is pending, or at the timeout, with each element's outcome. (An
 * element without a box, in a closed tab say, cannot come into view: it stays pending, and the
 * outcome says it is hidden.)
 */
async function hydrateEveryWidget(timeoutMs) {
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  const pause = (ms) => new Promise((done) => setTimeout(done, ms));
  // In document order, each widget followed by those in its shadow root: the order of
  // window.mck.diagnostics(), whose messages the outcomes carry.
  const widgets = (root = document) => [...root.querySelectorAll('*')]
    .filter((el) => el.localName.startsWith('mck-'))
    .flatMap((el) => [el, ...(el.shadowRoot ? widgets(el.shadowRoot) : [])]);
  const settled = (el) => el.hasAttribute('data-mck-hydrated') || el.hasAttribute('data-mck-error');
  const boxed = (el) => el.getClientRects().length > 0;
  const deadline = Date.now() + timeoutMs;
  // Done when nothing that can be seen is pending, twice in a row: a widget that just rendered
  // may put more tags in view.
  for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
    const pending = widgets().filter((el) => !settled(el) && boxed(el));
    quiet = pending.length ? 0 : quiet + 1;
    // Through the page first, as a reader scrolls: a story pinned while the page scrolls (the
    // five-fifty) moves its panels sideways only so, and scrolling one of them "into view" may not.
    if (pending.length) {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await frame();
      }
    }
    for (const el of pending) {
      if (settled(el)) continue;
      if (el.getAttribute('hydrate') === 'interaction') el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      el.scrollIntoView({ block: 'center' });
      await frame();
    }
    await pause(100);
  }
  // A widget's first render comes a render after its hydration mark, and a thrown render marks
  // the element only then: two frames and a moment for its first calls before reading outcomes.
  await frame();
  await frame();
  await pause(500);
  scrollTo(0, 0);
  const found = widgets();
  const diagnosed = window.mck?.diagnostics?.().tags ?? [];
  const same = diagnosed.length === found.length && diagnosed.every((d, i) => d.tag === found[i].localName);
  return found.map((el, i) => ({
    tag: el.localName,
    hydrated: el.hasAttribute('data-mck-hydrated'),
    error: el.getAttribute('data-mck-error'),
    // No box (a closed tab's panel): no reader sees it, so its `visible` strategy never fires.
    hidden: !boxed(el),
    message: (same && diagnosed[i].message) || null,
    html: el.outerHTML.slice(0, 100),
  }));
}

/** Problems in the outcomes `hydrateEveryWidget` returned: an element that failed or never hydrated. */
function widgetProblems(outcomes, { allowAttributeErrors = false } = {}) {
  return outcomes.flatMap((o) => {
    if (o.error === 'attribute' && allowAttributeErrors) return [];
    if (o.error !== null) return [`${o.tag}: data-mck-error="${o.error}"${o.message ? ` (${o.message})` : ''} — ${o.html}`];
    return o.hydrated || o.hidden ? [] : [`${o.tag}: never hydrated — ${o.html}`];
  });
}

/** `tags` that have no element on the page; a page without any widget is a problem too. */
function missingTags(outcomes, tags) {
  if (!outcomes.length) return ['no mck-* element on the page'];
  return tags.filter((tag) => !outcomes.some((o) => o.tag === tag)).map((tag) => `${tag} is missing from the page`);
}

/**
 * A page a CMS prints with valid attributes (the second-origin page): every widget hydrates with
 * no error state, and nothing goes to the console as an error. `expectedTags` must each be there.
 */
export async function checkWidgetsHydrate(engine, url, expectedTags = []) {
  await engine.open(url);
  const outcomes = await engine.run(hydrateEveryWidget, HYDRATION_TIMEOUT_MS);
  return [...missingTags(outcomes, expectedTags), ...widgetProblems(outcomes), ...(await engine.consoleErrors())];
}

/**
 * A widget's gallery: its states, the deliberately broken ones included (a malformed attribute,
 * a call that fails, a promo bar that renders nothing), each reporting itself as the README's
 * "Failure is local" says. So here: every widget hydrates; an error state is a pass only as the
 * `attribute` state of a malformed-attribute example; the console errors allowed are the
 * bundle's own reports naming a tag on the page (`[mck-x] …`) and a library's line repeating the
 * message of such a report (React logging the error a widget's boundary caught). Anything else — a chunk that failed to load, a thrown render, an uncaught error,
 * any other console error — fails.
 */
export async function checkGallery(engine, url, tag) {
  await engine.open(url);
  const outcomes = await engine.run(hydrateEveryWidget, HYDRATION_TIMEOUT_MS);
  const problems = [...missingTags(outcomes, [tag]), ...widgetProblems(outcomes, { allowAttributeErrors: true })];
  if (!outcomes.some((o) => o.tag === tag && o.hydrated && o.error === null)) problems.push(`no ${tag} rendered without an error state`);
  const pageTags = new Set(outcomes.map((o) => o.tag));
  const logged = await engine.consoleErrors();
  const reports = logged.filter((line) => pageTags.has(/^console\.error: \[(mck-[a-z0-9-]+)\] /.exec(line)?.[1]));
  const expected = (line) => reports.includes(line)
    || reports.some((report) => report.includes(/^console\.error: (?:\w+: )?(.{12,})$/.exec(line)?.[1] ?? '\u0000'));
  return [...problems, ...logged.filter((line) => !expected(line))];
}

/**
 * On the CMS page: signs the reader in through its `<mck-signin>` block (typing into the fields
 * in the widget's shadow root, Enter in the password field submits, as a reader would), then the widget and the CMS's own
 * header script (through window.mck) both show the reader's name.
 */
export async function checkSignIn(engine, cmsUrl) {
  await engine.open(cmsUrl);
  const host = '#signin mck-signin';
  const inShadow = (hostSelector, selector) => document.querySelector(hostSelector)?.shadowRoot?.querySelector(selector)?.textContent ?? null;
  if (await poll(engine, inShadow, [host, 'input[name=username]'], 15_000) === null) {
    return [`${host} showed no sign-in form`, ...(await engine.consoleErrors())];
  }
  await engine.typeInShadow(host, 'input[name=username]', READER.email);
  await engine.typeInShadow(host, 'input[name=password]', READER.password);
  await engine.pressEnterInShadow(host, 'input[name=password]');
  const problems = [];
  const status = await poll(engine, inShadow, [host, '[part=status]'], 15_000, (text) => text?.includes(READER.name));
  if (!status?.includes(READER.name)) problems.push(`${host} does not say the reader is signed in (its status: ${JSON.stringify(status)})`);
  const header = await poll(engine, () => document.getElementById('cms-user')?.textContent, [], 5_000, (text) => text === READER.name);
  if (header !== READER.name) problems.push(`the CMS header says ${JSON.stringify(header)}, not "${READER.name}"`);
  return [...problems, ...(await engine.consoleErrors())];
}

/**
 * Runs `fn(...args)` in the page until `done` holds for its result (by default: not null or
 * undefined) or `timeoutMs` passes; resolves with the last result.
 */
async function poll(engine, fn, args, timeoutMs, done = (value) => value !== null && value !== undefined) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await engine.run(fn, ...args);
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
