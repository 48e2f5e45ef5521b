import { describe, expect, it } from 'vitest';
import { createHydrator, createScreenOrder, markHydrated } from './hydrate.js';
import { createHydrationQueue } from './hydration-queue.js';

const immediateQueue = () => createHydrationQueue({ step: markHydrated, yieldToMain: async () => {} });
/** No IntersectionObserver: no element waits for the first screen. */
const noOrder = () => createScreenOrder(null);

describe('createHydrator', () => {
  it('loads the tag, then marks the element hydrated and fires a bubbling mck:hydrated with its tag', async () => {
    document.body.innerHTML = '<section><mck-hy-a id="a"></mck-hy-a></section>';
    const loaded: string[] = [];
    const events: string[] = [];
    document.body.addEventListener('mck:hydrated', (e) => events.push(`${(e as CustomEvent).detail.tag}#${(e.target as Element).id}`));
    const hydrate = createHydrator(async (tag) => {
      loaded.push(tag);
      customElements.define(tag, class extends HTMLElement {});
    }, immediateQueue(), noOrder());
    const el = document.getElementById('a')!;
    await hydrate(el);
    expect(loaded).toEqual(['mck-hy-a']);
    expect(el.hasAttribute('data-mck-hydrated')).toBe(true);
    expect(events).toEqual(['mck-hy-a#a']);
  });

  it('rejects, leaving the element unmarked, when the chunk cannot be loaded', async () => {
    document.body.innerHTML = '<mck-hy-broken id="b"></mck-hy-broken>';
    const hydrate = createHydrator(() => Promise.reject(new Error('404')), immediateQueue(), noOrder());
    const el = document.getElementById('b')!;
    await expect(hydrate(el)).rejects.toThrow('404');
    expect(el.hasAttribute('data-mck-hydrated')).toBe(false);
  });

  it('marks an element once, however often it is hydrated', async () => {
    document.body.innerHTML = '<mck-hy-c id="c"></mck-hy-c>';
    customElements.define('mck-hy-c', class extends HTMLElement {});
    let events = 0;
    document.body.addEventListener('mck:hydrated', () => events++);
    const hydrate = createHydrator(async () => {}, immediateQueue(), noOrder());
    const el = document.getElementById('c')!;
    await hydrate(el);
    await hydrate(el);
    expect(events).toBe(1);
  });
});

/** An IntersectionObserver whose entries the test delivers: `report({ id: inView })`. */
class TestObserver {
  static current: TestObserver;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.current = this;
  }
  observe(el: Element) { this.observed.add(el); }
  unobserve(el: Element) { this.observed.delete(el); }
  disconnect() { this.observed.clear(); }
  report(inView: Record<string, boolean>) {
    const entries = [...this.observed].filter((el) => el.id in inView)
      .map((target) => ({ target, isIntersecting: inView[target.id] }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('first screen first: the chunks of elements in the viewport load before the others', () => {
  /** A page of tags `ids` (each its own tag, mck-so-<id>), a hydrator logging what it loads when. */
  function setUp(ids: string[], waitMs = 60_000) {
    const prefix = `mck-so${Math.random().toString(36).slice(2, 8)}`;
    document.body.innerHTML = ids.map((id) => `<${prefix}-${id} id="${id}"></${prefix}-${id}>`).join('');
    const el = (id: string) => document.querySelector(`${prefix}-${id}`)!;
    const loads: string[] = [];
    const hydrate = createHydrator(async (tag) => {
      const id = tag.slice(prefix.length + 1);
      // What was marked when this chunk was asked for.
      loads.push(`${id} (marked: ${ids.filter((other) => el(other).hasAttribute('data-mck-hydrated')).join(',') || 'none'})`);
      customElements.define(tag, class extends HTMLElement {});
    }, immediateQueue(), createScreenOrder(TestObserver as unknown as typeof IntersectionObserver, waitMs));
    return { loads, hydrate, el };
  }

  it('loads the first screen\'s chunks first, the others once its elements are marked', async () => {
    const { loads, hydrate, el } = setUp(['top', 'low', 'side']);
    const all = Promise.all(['low', 'top', 'side'].map((id) => hydrate(el(id))));
    await settle();
    expect(loads).toEqual([]); // nothing before anyone knows where they are
    TestObserver.current.report({ low: false, top: true, side: true });
    await all;
    expect(loads).toEqual(['top (marked: none)', 'side (marked: none)', 'low (marked: top,side)']);
  });

  it('waits for nothing when none of them is on the first screen, nor once the first screen is done', async () => {
    const { loads, hydrate, el } = setUp(['a', 'b', 'later']);
    const both = Promise.all([hydrate(el('a')), hydrate(el('b'))]);
    await settle();
    TestObserver.current.report({ a: false, b: false });
    await both;
    expect(loads).toEqual(['a (marked: none)', 'b (marked: none)']);
    await hydrate(el('later')); // no entry is ever reported for it: it is not asked where it is
    expect(loads).toHaveLength(3);
  });

  it('holds the others back no longer than its wait when the first screen does not finish', async () => {
    document.body.innerHTML = '<mck-x id="stuck"></mck-x><mck-x id="low"></mck-x>';
    const turn = createScreenOrder(TestObserver as unknown as typeof IntersectionObserver, 30);
    const stuck = turn(document.getElementById('stuck')!);
    let lowsTurn = false;
    const low = turn(document.getElementById('low')!).then(() => { lowsTurn = true; });
    TestObserver.current.report({ stuck: true, low: false });
    await stuck; // its chunk may load; its hydration never ends
    await settle();
    expect(lowsTurn).toBe(false);
    await low; // after the 30 ms wait
  });
});
