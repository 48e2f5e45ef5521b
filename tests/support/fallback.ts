import { belowView, fixture, present } from './browser.js';

// The box a widget's printed content takes before the widget is defined, for component tests that
// hold it equal to the rendered widget's (docs/architecture.md, "Page boot and hydration" 6).

/** This page's fetch as it was when the test loaded: tests replace window.fetch with their services' stand-ins. */
const pageFetch = window.fetch.bind(window);

/** The text of a source file this test page serves, or an error naming `what`. */
async function source(path: string, what: string): Promise<string> {
  const res = await pageFetch(path);
  if (!res.ok) throw new Error(`${what} (${res.status})`);
  return res.text();
}

/**
 * The widget's fallback CSS as dist/mck-fallback.css holds it: its own declaration
 * (`widgets/<folder>/<folder>.fallback.css`), then the rule every widget shares for the gallery's
 * error examples, for its tag (build/fallback-css.mjs).
 */
async function fallbackCss(folder: string): Promise<string> {
  const own = await source(`/widgets/${folder}/${folder}.fallback.css`, `${folder}: no fallback CSS`);
  const shared = await source('/core/host/error-example.fallback.css', 'the shared error-example rule');
  return `${own}\n${shared.replaceAll('mck-widget', `mck-${folder}`)}`;
}

/** Adds `css` to this page (as a CMS page links it), for the rendered widget; returns it, to remove. */
function addPageCss(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

/**
 * In a `describe`: the widget's fallback CSS on this page during each test, as a CMS page links
 * it. Returns the CSS (read once, before the tests), for {@link printedHeight}.
 */
export function withFallbackCss(folder: string): () => string {
  let css = '';
  let style: HTMLStyleElement | undefined;
  before(async () => {
    css = await fallbackCss(folder);
  });
  beforeEach(() => {
    style = addPageCss(css);
  });
  afterEach(() => style?.remove());
  return () => css;
}

/**
 * The height of `markup`'s first element as printed, under `css`, in a column `width` px wide:
 * measured in a frame of its own, whose document defines no custom element, so the tag stays the
 * CMS's content however this page's registry knows it.
 */
export async function printedHeight(markup: string, css: string, width: number): Promise<number> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: 2000px; border: 0; position: absolute; left: -10000px; top: 0`;
  frame.srcdoc = `<!doctype html><html dir="${document.documentElement.dir || 'ltr'}"><style>body { margin: 0 }</style><style>${css}</style><body>${markup}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const height = frame.contentDocument!.body.firstElementChild!.getBoundingClientRect().height;
  frame.remove();
  return height;
}

/**
 * The gallery's error examples of `folder` (`widgets/<folder>/<folder>.examples.html`): each tag
 * printed with `data-example="error"`, as markup. Their attributes are ones the widget refuses,
 * which no stylesheet can tell, so the fallback CSS gives them the error state's box by that mark.
 */
export async function errorExamples(folder: string): Promise<string[]> {
  const template = document.createElement('template');
  template.innerHTML = await source(`/widgets/${folder}/${folder}.examples.html`, `${folder}: no gallery examples`);
  const found = [...template.content.querySelectorAll('[data-example="error"]')].map((el) => el.outerHTML);
  if (!found.length) throw new Error(`${folder}: no example marked data-example="error"`);
  return found;
}

/**
 * Each of the gallery's error examples printed under `css` and rendered in its error state, in a
 * column of each width (a phone's and the desktop gallery's): "markup @ width: printed → rendered"
 * for each whose two heights differ by more than a pixel. An example must render its error state
 * from its attributes and this page's config alone.
 */
export async function errorExampleMismatches(folder: string, css: string, widths = [390, 1052]): Promise<string[]> {
  const rows: string[] = [];
  for (const markup of await errorExamples(folder)) {
    for (const width of widths) {
      const el = fixture(markup);
      el.parentElement!.style.width = `${width}px`;
      await present(el, '[part=error]');
      // The error state's own box: below the viewport, where the widget does not hold the height
      // its unstyled printed content had in this test's page (core/host/box-keeper.ts).
      await belowView(el);
      const rendered = el.getBoundingClientRect().height;
      const printed = await printedHeight(markup, css, width);
      if (Math.abs(printed - rendered) > 1) rows.push(`${markup.slice(0, 80)} @ ${width}: ${Math.round(printed)} → ${Math.round(rendered)}`);
      el.parentElement!.remove();
    }
  }
  return rows;
}
