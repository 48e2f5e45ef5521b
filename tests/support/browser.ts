// Helpers for component tests in Chromium (web-test-runner). Bundled into each test by esbuild.
import axe from 'axe-core';
import { setConfig, type PageConfig } from '../../core/page/config.js';
import { partsOf, type PartDocs } from '../../core/host/parts.js';
import { KEPT_ATTR } from '../../core/host/hydration.js';
import { configureForTest } from './config.js';

/** Retries `check` until it stops throwing; React 19 renders asynchronously. */
export async function waitFor<T>(check: () => T, timeoutMs = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    try {
      return check();
    } catch (err) {
      if (performance.now() - start > timeoutMs) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Mounts HTML in a fresh fixture container and returns its first element. */
export function fixture<E extends Element = HTMLElement>(html: string): E {
  const container = document.createElement('div');
  container.className = 'fixture';
  container.innerHTML = html;
  document.body.append(container);
  return container.firstElementChild as E;
}

/**
 * Two viewports of page before (or after) the fixture holding `el`, scrolled so that `el` is out of
 * view: a test of "scrolls to the first error" then sees a scroll happen.
 */
export function scrollOutOfView(el: Element, where: 'before' | 'after'): void {
  const spacer = fixture('<div style="height: 200vh"></div>').parentElement!;
  if (where === 'before') el.parentElement!.before(spacer);
  window.scrollTo(0, where === 'before' ? 0 : document.documentElement.scrollHeight);
}

/**
 * Scrolls `el` (already rendered) below the viewport and waits until it no longer holds the height
 * the reader saw it at (core/host/box-keeper.ts): what a test of a state's own box looks at. In
 * view, a widget whose state is smaller than what was shown before keeps that height.
 */
export async function belowView(el: Element): Promise<void> {
  scrollOutOfView(el, 'before');
  await waitFor(() => {
    if (el.hasAttribute(KEPT_ATTR)) throw new Error(`<${el.localName}> still holds its height below the viewport`);
  });
}

/** Whether `node` lies wholly inside the viewport. */
export function inViewport(node: Element): boolean {
  const box = node.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/**
 * Removes the fixtures. A removed widget unmounts in a microtask (defineWidget keeps its React
 * root through a move), and an effect it had scheduled may still run: await the result before
 * clearing what widgets put on the page (scripts, cookies), so none of it leaks into the next test.
 */
export async function cleanup(): Promise<void> {
  document.querySelectorAll('.fixture').forEach((node) => node.remove());
  await new Promise((settled) => setTimeout(settled, 50));
}

export const shadow = (el: Element) => {
  if (!el.shadowRoot) throw new Error(`${el.localName} has no shadow root`);
  return el.shadowRoot;
};

/**
 * Resolves once `frame` has loaded its document: at once when it already has, else at its load
 * event. A listener alone waits forever for a frame that loaded while the test was still finding
 * it. A frame on this page's origin says so by its document; one in an origin of its own (a
 * sandboxed embed) by the resource timing entry the page gets when the frame's load completes.
 */
export function frameLoaded(frame: HTMLIFrameElement): Promise<void> {
  const doc = frame.contentDocument;
  if (doc && doc.URL !== 'about:blank' && doc.readyState === 'complete') return Promise.resolve();
  const timed = !doc && performance.getEntriesByType('resource')
    .some((entry) => entry.name === frame.src && (entry as PerformanceResourceTiming).initiatorType === 'iframe');
  if (timed) return Promise.resolve();
  return new Promise((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * The element `selector` finds inside `el` (its shadow root when it has one), once it is there:
 * React renders asynchronously, so tests wait for what they look at.
 */
export function present<E extends Element = HTMLElement>(el: Element | ShadowRoot, selector: string, timeoutMs?: number): Promise<E> {
  const root = el instanceof Element ? el.shadowRoot ?? el : el;
  return waitFor(() => {
    const found = root.querySelector<E>(selector);
    if (!found) throw new Error(`no ${selector} yet`);
    return found;
  }, timeoutMs);
}

/** Fails with the violations listed when axe finds any in the element (shadow DOM included). */
export async function expectAxeClean(el: Element): Promise<void> {
  // What a reader sees once things settle: a slide mid-fade has a contrast it never keeps. Each
  // shadow root lists its own animations (the document's list leaves them out).
  const roots: Array<Document | ShadowRoot> = [document];
  for (const node of [el, ...el.querySelectorAll('*')]) if (node.shadowRoot) roots.push(node.shadowRoot);
  await Promise.all(roots.flatMap((root) => root.getAnimations())
    // Time-based and ending: a scroll-driven or looping one never finishes.
    .filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined)));
  const result = await axe.run(el, { resultTypes: ['violations'] });
  if (result.violations.length) {
    const lines = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
    throw new Error(`axe violations:\n${lines.join('\n')}`);
  }
}

/** Collects console.error lines while `run` executes. */
export async function captureConsoleErrors(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => { lines.push(args.map(String).join(' ')); };
  try {
    await run();
  } finally {
    console.error = original;
  }
  return lines;
}

/** Configures the page for a component test: services under this origin's /test-services/. */
export function testConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return configureForTest(
    { requestTimeoutMs: 5000, videoPolicyKey: 'test-policy', ...overrides },
    (name) => `${location.origin}/test-services/${name}`,
  );
}

/**
 * Fails when an element of `tag` on the page renders a `part` that `parts` (the widget's
 * `<name>.api.ts`, plus core's shared parts) does not list: custom-elements.json would not
 * document it. Call it after each test (`afterEach`), so every state the tests render is checked.
 */
export function expectDeclaredParts(tag: string, parts: PartDocs): void {
  const allowed = partsOf(parts);
  const undeclared = new Set<string>();
  for (const el of document.querySelectorAll(tag)) {
    for (const node of el.shadowRoot?.querySelectorAll('[part]') ?? []) {
      for (const part of node.getAttribute('part')!.split(/\s+/)) if (part && !Object.hasOwn(allowed, part)) undeclared.add(part);
    }
  }
  if (undeclared.size) {
    throw new Error(`<${tag}> renders part(s) its parts declaration does not list: ${[...undeclared].join(', ')}`);
  }
}

/**
 * The usual hooks of a widget's browser test: a test page config before each test; after each,
 * the parts check ({@link expectDeclaredParts}), then the fixtures, the test's own `reset` and the
 * config are cleared.
 */
export function widgetTestHooks(tag: string, parts: PartDocs, reset: () => void = () => {}): void {
  beforeEach(() => testConfig());
  afterEach(() => {
    try {
      expectDeclaredParts(tag, parts);
    } finally {
      cleanup();
      reset();
      setConfig(null);
    }
  });
}

/**
 * Mounts `html` (one element of `tag`), waits for the widget's error state, and checks that the
 * console named the tag and the malformed attribute (the rule every widget follows). Returns the element.
 */
export async function expectAttributeError(html: string, tag: string, attribute: string): Promise<HTMLElement> {
  let el!: HTMLElement;
  const errors = await captureConsoleErrors(async () => {
    el = fixture(html);
    await present(el, '[part=error]');
  });
  if (el.getAttribute('data-mck-error') !== 'attribute') throw new Error(`<${tag}> is not marked data-mck-error="attribute"`);
  const named = `[${tag}] attribute "${attribute}"`;
  if (!errors.some((line) => line.includes(named))) {
    throw new Error(`no console error naming ${named}; got:\n${errors.join('\n')}`);
  }
  return el;
}
