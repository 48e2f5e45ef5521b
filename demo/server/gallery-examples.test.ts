import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cmsOriginApp } from '../cms-origin/server.js';
import { ExampleIncludeError, galleryExample, includeExamples } from './gallery-examples.js';
import { DEFAULT_SITE_SOURCES, REPO_ROOT } from './paths.js';
import { TEST_SETTINGS, createTestApp } from './testing.js';

let root: string;
let widgetsDir: string;

const QUIZ_EXAMPLES = [
  '<style>.quiz-demo { max-width: 40rem; }</style>',
  '',
  '<h2>Three questions, with the readers\' votes</h2>',
  '<p>Choose an option: the mark shows after 150 ms.</p>',
  '<p>Its share link: <a href="#/quiz/q">#/quiz/q</a>.</p>',
  '<mck-quiz id="ai-quiz" questions="[{&quot;id&quot;: &quot;q1&quot;, &quot;price&quot;: &quot;$&amp; $1&quot;}]">',
  '  <h2>How ready is your company for AI?</h2>',
  '</mck-quiz>',
  '',
  '<h2>Error state: <code>questions="[]"</code> &amp; no &lt;p&gt;</h2>',
  '<mck-quiz questions="[]"><p>A quiz that cannot be shown.</p></mck-quiz>',
  '',
  '<h2>In a line of text</h2>',
  '<p class="footnote-demo">Growth returns.<mck-footnote note="A survey."><sup>1</sup></mck-footnote></p>',
  '<p>Hover the marker.</p>',
].join('\n');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mck-examples-'));
  widgetsDir = path.join(root, 'widgets');
  await mkdir(path.join(widgetsDir, 'quiz'), { recursive: true });
  await writeFile(path.join(widgetsDir, 'quiz', 'quiz.examples.html'), QUIZ_EXAMPLES);
  await mkdir(path.join(root, 'pages'));
  await writeFile(path.join(root, 'pages', 'with-quiz.html'), '<!-- title: With a quiz -->\n<h1>Test yourself</h1>\n<!-- mck:example quiz "Three questions, with the readers\' votes" -->\n');
  await writeFile(path.join(root, 'pages', 'stale.html'), '<!-- title: Stale -->\n<!-- mck:example quiz "Five questions" -->\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a page that includes a gallery example', () => {
  it('gets the example\'s markup where the include stands, without the paragraphs that describe it', () => {
    const page = includeExamples('<h1>Quiz</h1>\n<!-- mck:example quiz "Three questions, with the readers\' votes" -->\n<p>After.</p>', 'demo/pages/a.html', widgetsDir);
    expect(page).toBe([
      '<h1>Quiz</h1>',
      '<mck-quiz id="ai-quiz" questions="[{&quot;id&quot;: &quot;q1&quot;, &quot;price&quot;: &quot;$&amp; $1&quot;}]">',
      '  <h2>How ready is your company for AI?</h2>',
      '</mck-quiz>',
      '<p>After.</p>',
    ].join('\n'));
  });

  it('names an example by its heading as it reads (no tags, entities decoded); a paragraph with a widget in it is markup, one after the widget describes it', () => {
    expect(galleryExample(widgetsDir, 'quiz', 'Error state: questions="[]" & no <p>', 'p')).toBe('<mck-quiz questions="[]"><p>A quiz that cannot be shown.</p></mck-quiz>');
    expect(galleryExample(widgetsDir, 'quiz', 'In a line of text', 'p')).toBe(
      '<p class="footnote-demo">Growth returns.<mck-footnote note="A survey."><sup>1</sup></mck-footnote></p>',
    );
  });

  it('fails, naming the page and the example, when the gallery has no such example, widget, or the include is misspelt', () => {
    const include = (comment: string) => () => includeExamples(`<p>Before</p>\n${comment}`, 'demo/pages/article-modules.html', widgetsDir);
    expect(include('<!-- mck:example quiz "Five questions" -->')).toThrow(ExampleIncludeError);
    expect(include('<!-- mck:example quiz "Five questions" -->')).toThrow(
      'demo/pages/article-modules.html includes the example "Five questions", which is no heading of widgets/quiz/quiz.examples.html',
    );
    expect(include('<!-- mck:example poll "Three questions, with the readers\' votes" -->')).toThrow(
      'demo/pages/article-modules.html includes an example of "poll", which has no widgets/poll/poll.examples.html',
    );
    expect(include('<!-- mck:example quiz Five questions -->')).toThrow('demo/pages/article-modules.html: "<!-- mck:example quiz Five questions -->" is no include');
    expect(include('<!-- mck:example ../quiz "Five questions" -->')).toThrow(ExampleIncludeError);
  });

  it('adds the attributes after the heading to the example\'s first widget tag, and fails for one the tag has', () => {
    const include = (attributes: string) =>
      includeExamples(`<!-- mck:example quiz "In a line of text" ${attributes} -->`, 'demo/pages/b.html', widgetsDir);
    expect(include('id="note" data-testid="note"')).toBe(
      '<p class="footnote-demo">Growth returns.<mck-footnote id="note" data-testid="note" note="A survey."><sup>1</sup></mck-footnote></p>',
    );
    expect(() => include('note="Another survey."')).toThrow('demo/pages/b.html: the example "In a line of text" has note already: the page cannot set it');
  });

  it('leaves a page without includes as it is', () => {
    const page = '<!-- title: Plain -->\n<!-- an editor\'s note -->\n<mck-quiz></mck-quiz>';
    expect(includeExamples(page, 'demo/pages/plain.html', widgetsDir)).toBe(page);
  });
});

describe('the demo pages and the second-origin page', () => {
  it('include only examples their galleries have', async () => {
    const pagesDir = DEFAULT_SITE_SOURCES.pagesDir;
    const pages = (await readdir(pagesDir)).filter((f) => f.endsWith('.html')).map((f) => path.join(pagesDir, f));
    pages.push(path.join(REPO_ROOT, 'demo', 'cms-origin', 'page.html'));
    for (const file of pages) {
      const served = includeExamples(await readFile(file, 'utf8'), path.relative(REPO_ROOT, file), DEFAULT_SITE_SOURCES.widgetsDir);
      expect(served, file).not.toContain('mck:example');
    }
  });
});

describe('the servers', () => {
  it('the demo server serves a page with its example, and a page whose example is gone as a 500 that names both', async () => {
    const app = createTestApp(undefined, {}, { widgetsDir, pagesDir: path.join(root, 'pages'), distDir: path.join(root, 'dist'), widgetsMd: path.join(root, 'none.md') });
    const ok = await app.request('/pages/with-quiz');
    expect(ok.status).toBe(200);
    const doc = await ok.text();
    expect(doc).toContain('<h1>Test yourself</h1>\n<mck-quiz id="ai-quiz"');
    expect(doc).not.toContain('Choose an option');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stale = await app.request('/pages/stale');
    expect(stale.status).toBe(500);
    expect(await stale.text()).toBe('demo/pages/stale.html includes the example "Five questions", which is no heading of widgets/quiz/quiz.examples.html');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('demo/pages/stale.html includes the example "Five questions"'));
    log.mockRestore();
  });

  it('the second-origin CMS serves its page with the examples it includes', async () => {
    const app = cmsOriginApp({ bundleOrigin: 'http://127.0.0.1:4399', settings: TEST_SETTINGS });
    const doc = await (await app.request('http://127.0.0.1:4400/')).text();
    const quiz = galleryExample(DEFAULT_SITE_SOURCES.widgetsDir, 'quiz', 'Without the readers\' votes and share links, no numbers, with a divider line', 'p');
    expect(doc).toContain(`<h2>Quiz</h2>\n  ${quiz}\n</div>`);
    expect(doc).not.toContain('mck:example');
  });
});
