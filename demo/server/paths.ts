import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Files and folders the demo site reads. Tests point them at fixtures. */
export interface SiteSources {
  /** Build output served under /mck/. */
  distDir: string;
  /** widgets/<folder>/meta.json and <folder>.examples.html. */
  widgetsDir: string;
  /** demo/pages/<slug>.html. */
  pagesDir: string;
  /** The widget catalogue: every tag, its purpose and spec sections (docs/widgets.md). */
  widgetsMd: string;
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const DEFAULT_SITE_SOURCES: SiteSources = {
  distDir: path.join(REPO_ROOT, 'dist'),
  widgetsDir: path.join(REPO_ROOT, 'widgets'),
  pagesDir: path.join(REPO_ROOT, 'demo', 'pages'),
  widgetsMd: path.join(REPO_ROOT, 'docs', 'widgets.md'),
};
