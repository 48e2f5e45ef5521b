import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChunkLoader } from './chunk-loader.js';
import { createTimeSlicer } from './hydration-queue.js';

const CHUNKS = { 'mck-a': '../widgets/a-1.js', 'mck-b': '../widgets/b-1.js', 'mck-c': '../widgets/c-1.js', 'mck-d': '../widgets/d-1.js' };
/** Boot's main stage, whose URL the chunks are relative to. */
const BASE = 'https://cdn.example/mck/core/boot-main-1.js';

describe('chunk loader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('imports each tag\'s chunk once, from the bundle\'s own origin', async () => {
    const importModule = vi.fn(async (_url: string) => ({}));
    const load = createChunkLoader(CHUNKS, BASE, importModule);
    await Promise.all([load('mck-a'), load('mck-a'), load('mck-b')]);
    expect(importModule.mock.calls.map(([url]) => url)).toEqual(['https://cdn.example/mck/widgets/a-1.js', 'https://cdn.example/mck/widgets/b-1.js']);
  });

  it('starts the imports of tags that ask together in slices, yielding between two', async () => {
    const log: string[] = [];
    let clock = 0;
    const pace = createTimeSlicer(8, async () => { log.push('yield'); }, () => clock);
    const load = createChunkLoader(CHUNKS, BASE, async (url) => {
      clock += 5; // what starting an import costs the task, as a stand-in
      log.push(url.slice(url.lastIndexOf('/') + 1));
    }, 300, pace);
    await Promise.all(Object.keys(CHUNKS).map(load));
    expect(log).toEqual(['a-1.js', 'b-1.js', 'yield', 'c-1.js', 'd-1.js']);
  });

  it('tries a failed chunk once more under another URL, then says on the console which tag and file failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const importModule = vi.fn(async (_url: string): Promise<unknown> => { throw new TypeError('Failed to fetch dynamically imported module'); });
    const load = createChunkLoader(CHUNKS, BASE, importModule, 1);
    await expect(load('mck-c')).rejects.toThrow('Failed to fetch');
    expect(importModule.mock.calls.map(([url]) => url)).toEqual(['https://cdn.example/mck/widgets/c-1.js', 'https://cdn.example/mck/widgets/c-1.js?retry']);
    expect(String(error.mock.calls[0]?.[0])).toContain('could not load <mck-c> from https://cdn.example/mck/widgets/c-1.js');
  });

  it('warns once about a tag the bundle does not have, and rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = createChunkLoader(CHUNKS, BASE, vi.fn());
    await expect(load('mck-nope')).rejects.toThrow('unknown tag <mck-nope>');
    await expect(load('mck-nope')).rejects.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown tag <mck-nope>');
  });
});
