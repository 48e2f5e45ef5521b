import { describe, expect, it } from 'vitest';
import { createHydrator, markHydrated } from './hydrate.js';
import { createHydrationQueue } from './hydration-queue.js';

const immediateQueue = () => createHydrationQueue({ step: markHydrated, yieldToMain: async () => {} });

describe('createHydrator', () => {
  it('loads the tag, then marks the element hydrated and fires a bubbling mck:hydrated with its tag', async () => {
    document.body.innerHTML = '<section><mck-hy-a id="a"></mck-hy-a></section>';
    const loaded: string[] = [];
    const events: string[] = [];
    document.body.addEventListener('mck:hydrated', (e) => events.push(`${(e as CustomEvent).detail.tag}#${(e.target as Element).id}`));
    const hydrate = createHydrator(async (tag) => {
      loaded.push(tag);
      customElements.define(tag, class extends HTMLElement {});
    }, immediateQueue());
    const el = document.getElementById('a')!;
    await hydrate(el);
    expect(loaded).toEqual(['mck-hy-a']);
    expect(el.hasAttribute('data-mck-hydrated')).toBe(true);
    expect(events).toEqual(['mck-hy-a#a']);
  });

  it('rejects, leaving the element unmarked, when the chunk cannot be loaded', async () => {
    document.body.innerHTML = '<mck-hy-broken id="b"></mck-hy-broken>';
    const hydrate = createHydrator(() => Promise.reject(new Error('404')), immediateQueue());
    const el = document.getElementById('b')!;
    await expect(hydrate(el)).rejects.toThrow('404');
    expect(el.hasAttribute('data-mck-hydrated')).toBe(false);
  });

  it('marks an element once, however often it is hydrated', async () => {
    document.body.innerHTML = '<mck-hy-c id="c"></mck-hy-c>';
    customElements.define('mck-hy-c', class extends HTMLElement {});
    let events = 0;
    document.body.addEventListener('mck:hydrated', () => events++);
    const hydrate = createHydrator(async () => {}, immediateQueue());
    const el = document.getElementById('c')!;
    await hydrate(el);
    await hydrate(el);
    expect(events).toBe(1);
  });
});
