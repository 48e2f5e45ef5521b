import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGE_TITLE_COMMENT, type DemoPage } from '../pages/types.js';

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

function readPage(slug: string, dir: string): DemoPage {
  const body = readFileSync(path.join(dir, `${slug}.html`), 'utf8');
  return { slug, title: PAGE_TITLE_COMMENT.exec(body)?.[1] || slug, body };
}

/** The page demo/pages/<slug>.html, or null (unknown slug, or one that is not a plain name). */
export function findDemoPage(dir: string, slug: string): DemoPage | null {
  if (!SLUG.test(slug) || !existsSync(path.join(dir, `${slug}.html`))) return null;
  return readPage(slug, dir);
}

/** Every demo page, by title. */
export function listDemoPages(dir: string): DemoPage[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html') && SLUG.test(f.slice(0, -5)))
    .map((f) => readPage(f.slice(0, -5), dir))
    .sort((a, b) => a.title.localeCompare(b.title));
}
