/**
 * Every widget follows the anatomy's rules (docs/architecture.md, "Anatomy of a widget"), checked
 * on what it declares in code (scripts/widget-declarations.mjs).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
// @ts-expect-error: plain .mjs module without declarations
import { loadWidgetDeclarations } from './widget-declarations.mjs';

interface Declared {
  tag: string;
  attributes: Array<{ name: string; description: string }>;
  parts: Array<{ name: string; description: string }>;
  events: Array<{ name: string; type: string; description: string }>;
}
let widgets: Declared[];
beforeAll(async () => {
  widgets = await loadWidgetDeclarations(join(import.meta.dirname, '..'));
});

/** `mck-<widget>-<what>` on the element, or `mck:<name>` on window for page-wide events. */
export function eventNameProblem(tag: string, name: string): string | null {
  if (name.startsWith('mck:')) return /^mck:[a-z]+(?:[-:][a-z]+)*$/.test(name) ? null : `"${name}": page events are mck:<name> in lower case`;
  return new RegExp(`^${tag}-[a-z]+(?:-[a-z]+)*$`).test(name) ? null : `"${name}": element events are ${tag}-<what>`;
}

describe('widget declarations', () => {
  it('finds every widget', () => {
    expect(widgets.map((w) => w.tag)).toEqual(expect.arrayContaining(['mck-accordion', 'mck-video', 'mck-signin', 'mck-account-menu']));
  });

  it('documents every attribute, part and event', () => {
    const undocumented = widgets.flatMap((w) => [
      ...w.attributes.filter((a) => !a.description).map((a) => `${w.tag} attribute ${a.name}`),
      ...w.parts.filter((p) => !p.description).map((p) => `${w.tag} part ${p.name}`),
      ...w.events.filter((e) => !e.description).map((e) => `${w.tag} event ${e.name}`),
    ]);
    expect(undocumented).toEqual([]);
  });

  it('names events by the rule: mck-<widget>-<what> on the element, mck:<name> on window', () => {
    expect(eventNameProblem('mck-accordion', 'mck-accordion-toggle')).toBeNull();
    expect(eventNameProblem('mck-accordion', 'accordion-toggle')).toMatch(/mck-accordion-<what>/);
    expect(eventNameProblem('mck-accordion', 'mck-video-play')).toMatch(/mck-accordion-<what>/);
    expect(eventNameProblem('mck-video', 'mck:video:play')).toBeNull();
    expect(eventNameProblem('mck-video', 'mck:VideoPlay')).toMatch(/lower case/);
    const problems = widgets.flatMap((w) => w.events.map((e) => eventNameProblem(w.tag, e.name)).filter(Boolean));
    expect(problems).toEqual([]);
  });
});
