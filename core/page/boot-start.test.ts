import { describe, expect, it, vi } from 'vitest';
import { stagedBoot } from './boot-start.js';

const BASE = 'https://cdn.example/mck/core/boot-S.js';
const STAGES = ['../chunks/runtime-R.js', '../chunks/core-C.js', './boot-main-M.js'];
const url = (stage: string) => new URL(stage, BASE).href;

/** A staged boot whose imports, preloads and yields are recorded in `log`; the main stage marks elements. */
function setup(failing?: string) {
  const log: string[] = [];
  const hydrated: Element[] = [];
  const hydrate = stagedBoot(STAGES, BASE, {
    preload: (u) => log.push(`preload ${u}`),
    yieldToMain: async () => {
      log.push('yield');
    },
    importModule: async (u) => {
      log.push(`import ${u}`);
      await Promise.resolve();
      if (u === failing) throw new TypeError(`Failed to fetch dynamically imported module: ${u}`);
      log.push(`ran ${u}`);
      return u.endsWith('boot-main-M.js') ? { hydrate: async (el: Element) => void hydrated.push(el) } : {};
    },
  });
  return { hydrate, log, hydrated };
}

describe('stagedBoot', () => {
  it('fetches every stage at once, then imports them one at a time in order, yielding between two', async () => {
    const { hydrate, log, hydrated } = setup();
    const el = document.createElement('mck-a');
    await hydrate(el);
    expect(log).toEqual([
      ...STAGES.map((s) => `preload ${url(s)}`),
      `import ${url(STAGES[0]!)}`, `ran ${url(STAGES[0]!)}`, 'yield',
      `import ${url(STAGES[1]!)}`, `ran ${url(STAGES[1]!)}`, 'yield',
      `import ${url(STAGES[2]!)}`, `ran ${url(STAGES[2]!)}`,
    ]);
    expect(hydrated).toEqual([el]);
  });

  it('runs the stages once however many elements ask, and hands each element to the main stage', async () => {
    const { hydrate, log, hydrated } = setup();
    const els = ['mck-a', 'mck-b', 'mck-c'].map((tag) => document.createElement(tag));
    await Promise.all(els.map(hydrate));
    await hydrate(els[0]!);
    for (const stage of STAGES) expect(log.filter((l) => l === `import ${url(stage)}`)).toHaveLength(1);
    expect(hydrated).toEqual([...els, els[0]]);
  });

  it('hands the elements that asked while the stages loaded over in slices, yielding between two', async () => {
    let clock = 0;
    const log: string[] = [];
    const hydrate = stagedBoot(STAGES, BASE, {
      preload: () => {},
      now: () => clock,
      sliceMs: 8,
      yieldToMain: async () => void log.push('yield'),
      importModule: async (u) => (u.endsWith('boot-main-M.js')
        ? { hydrate: async (el: Element) => { log.push(el.localName); clock += 5; } }
        : {}),
    });
    await Promise.all(['mck-a', 'mck-b', 'mck-c', 'mck-d', 'mck-e'].map((tag) => hydrate(document.createElement(tag))));
    // Two stage yields, then 5 ms per element: a yield once a slice has run 8 ms.
    expect(log).toEqual(['yield', 'yield', 'mck-a', 'mck-b', 'yield', 'mck-c', 'mck-d', 'yield', 'mck-e']);
  });

  it('a stage that cannot be loaded rejects every hydrate, then and later, and stops before the next stage', async () => {
    const { hydrate, log, hydrated } = setup(url(STAGES[1]!));
    const first = document.createElement('mck-a');
    await expect(hydrate(first)).rejects.toThrow(/Failed to fetch/);
    await expect(hydrate(document.createElement('mck-b'))).rejects.toThrow(/Failed to fetch/);
    expect(log).not.toContain(`import ${url(STAGES[2]!)}`);
    expect(log.filter((l) => l.startsWith('import'))).toHaveLength(2);
    expect(hydrated).toEqual([]);
  });

  it('preloads each stage with <link rel="modulepreload"> by default', async () => {
    const importModule = vi.fn(async (u: string) => (u.endsWith('boot-main-M.js') ? { hydrate: async () => {} } : {}));
    await stagedBoot(STAGES, BASE, { importModule, yieldToMain: async () => {} })(document.createElement('mck-a'));
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => (l as HTMLLinkElement).href);
    expect(links).toEqual(STAGES.map(url));
  });
});
