// The box a widget's printed content takes before the widget is defined, for component tests that
// hold it equal to the rendered widget's (docs/architecture.md, "Page boot and hydration" 6).

/** The widget's own fallback CSS (`widgets/<folder>/<folder>.fallback.css`), as its source says it. */
async function fallbackCss(folder: string): Promise<string> {
  const res = await fetch(`/widgets/${folder}/${folder}.fallback.css`);
  if (!res.ok) throw new Error(`${folder}: no fallback CSS (${res.status})`);
  return res.text();
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
