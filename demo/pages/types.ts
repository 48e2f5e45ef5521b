/**
 * A CMS-like demo page: demo/pages/<slug>.html is an HTML fragment (the body of <main>) whose
 * first line is `<!-- title: Page title -->`. The demo server wraps it in the site layout.
 */
export interface DemoPage {
  slug: string;
  title: string;
  /** The fragment, inserted as is: these files are ours, not user input. */
  body: string;
}

/** The first-line comment that names a page. */
export const PAGE_TITLE_COMMENT = /^\s*<!--\s*title:\s*(.*?)\s*-->/;
