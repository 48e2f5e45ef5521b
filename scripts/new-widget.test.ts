/**
 * The scaffold (npm run new-widget) on a temporary project: the files it writes, what it adds to
 * the dictionaries and the second-origin CMS page, and that the widget it writes follows the
 * anatomy's rules (declarations read as the manifest reads them).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs modules without declarations
import { namesOf, scaffold } from './new-widget.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { loadWidgetDeclarations } from './widget-declarations.mjs';

const ROOT = join(import.meta.dirname, '..');
const MARKER = '<!-- mck:new-widget -->';
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mck-new-widget-'));
  symlinkSync(join(ROOT, 'core'), join(root, 'core'));
  mkdirSync(join(root, 'widgets'));
  mkdirSync(join(root, 'demo/services/cms/dictionary'), { recursive: true });
  for (const lang of ['en', 'de', 'ja', 'ar']) writeFileSync(join(root, `demo/services/cms/dictionary/${lang}.json`), '{ "Existing_Key": "kept" }\n');
  mkdirSync(join(root, 'demo/cms-origin'));
  writeFileSync(join(root, 'demo/cms-origin/page.html'), `<main>\n<div class="cms-block" data-widget="mck-old"></div>\n\n${MARKER}\n</main>\n`);
});

const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('npm run new-widget', () => {
  it('writes the whole anatomy with the names filled in', () => {
    scaffold('mck-quiz-result', { root });
    expect(readdirSync(join(root, 'widgets/quiz-result')).sort()).toEqual([
      'meta.json',
      'quiz-result.api.ts', 'quiz-result.browser.test.ts', 'quiz-result.define.ts', 'quiz-result.examples.html',
      'quiz-result.styles.ts', 'quiz-result.test.tsx', 'quiz-result.tsx',
    ]);
    expect(JSON.parse(read('widgets/quiz-result/meta.json'))).toEqual({ tag: 'mck-quiz-result', hydrate: 'visible', services: [] });
    expect(read('widgets/quiz-result/quiz-result.define.ts')).toContain('export class QuizResultElement extends defineWidget');
    expect(read('widgets/quiz-result/quiz-result.examples.html')).toContain('<mck-quiz-result heading="Quiz result">');
    for (const file of readdirSync(join(root, 'widgets/quiz-result'))) {
      expect(read(`widgets/quiz-result/${file}`), file).not.toMatch(/__(name|tag|camel|Pascal|Title)__/);
    }
  });

  it('adds its keys to every language file (translators replace the TODO) and its block above the CMS page marker', () => {
    scaffold('quiz-result', { root });
    expect(JSON.parse(read('demo/services/cms/dictionary/en.json'))).toEqual({ Existing_Key: 'kept', QuizResult_Select: 'Select' });
    expect(JSON.parse(read('demo/services/cms/dictionary/de.json')).QuizResult_Select).toBe('TODO translate (de): Select');
    const page = read('demo/cms-origin/page.html');
    expect(page.indexOf('data-widget="mck-quiz-result"')).toBeGreaterThan(page.indexOf('data-widget="mck-old"'));
    expect(page.indexOf(MARKER)).toBeGreaterThan(page.indexOf('<mck-quiz-result heading="Quiz result"></mck-quiz-result>'));
  });

  it('writes a widget whose declarations follow the anatomy: documented attributes, parts, a well-named event', async () => {
    scaffold('quiz-result', { root });
    const [widget] = await loadWidgetDeclarations(root);
    expect(widget).toMatchObject({ tag: 'mck-quiz-result', hydrate: 'visible' });
    expect(widget.attributes).toEqual([
      expect.objectContaining({ name: 'heading', description: 'Heading above the widget.' }),
      expect.objectContaining({ name: 'heading-level', type: 'number', default: '2' }),
    ]);
    expect(widget.parts.map((p: { name: string }) => p.name)).toEqual(['base', 'heading', 'action', 'placeholder', 'error']);
    expect(widget.events).toEqual([{ name: 'mck-quiz-result-select', type: '{ heading: string; }', description: expect.any(String) }]);
  });

  it('refuses a bad name and an existing widget, writing nothing', () => {
    expect(() => namesOf('Quiz_Result')).toThrow(/not a widget name/);
    scaffold('quiz-result', { root });
    expect(() => scaffold('mck-quiz-result', { root })).toThrow('widgets/quiz-result already exists');
    expect(existsSync(join(root, 'widgets/Quiz_Result'))).toBe(false);
  });
});
