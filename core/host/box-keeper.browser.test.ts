import { expect } from 'chai';
import { createElement } from 'react';
import { num, text } from './attributes.js';
import { defineWidget, registerWidget, type WidgetProps } from './define-widget.js';
import { watchBox } from './box-keeper.js';
import { HYDRATED_ATTR, KEPT_ATTR } from './hydration.js';
import { captureConsoleErrors, cleanup, fixture, shadow, testConfig, waitFor } from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import { sendMouse, setViewport } from '../../tests/support/wtr-command.js';

/**
 * A widget whose rendered box is smaller than the box the page showed before it (its printed
 * content, or a reserved box), or becomes smaller later (a service's error note in place of a
 * list), holds the height the reader has seen while the reader sees it: the page below does not
 * move. Geometry only, in real Chromium.
 */
const attributes = { rows: num(1), mode: text('') };

/**
 * IntersectionObserver as the page has it, except that while `late` is set, its entries reach the
 * callbacks only when the test lets them through: as when the browser delivers an entry after the
 * page has scrolled on (entries come in a task after the frame they describe).
 */
const RealObserver = window.IntersectionObserver;
let late = false;
const heldBack: (() => void)[] = [];
window.IntersectionObserver = class extends RealObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    super((entries, observer) => {
      if (late) heldBack.push(() => callback(entries, observer));
      else callback(entries, observer);
    }, options);
  }
};

function Rows({ rows, mode }: WidgetProps<typeof attributes>) {
  if (mode === 'throw') throw new Error('asked to fail');
  return createElement('div', { part: 'rows', style: { blockSize: `${rows * 20}px` } });
}
class RowsElement extends defineWidget({ tag: 'mck-test-rows', component: Rows, attributes, styles: ':host { display: block; }' }) {}
registerWidget(RowsElement);

const PRINTED = '<p style="block-size: 300px; margin: 0">What the CMS printed</p>';
const PRINTED_SHORT = '<p style="block-size: 100px; margin: 0">What the CMS printed</p>';
const page = (attrs = '', before = '') =>
  fixture(`<div>${before}<mck-test-rows ${attrs}>${PRINTED}</mck-test-rows><p class="below" style="margin: 0">The article goes on</p></div>`);
const tag = (root: Element) => root.querySelector('mck-test-rows') as HTMLElement;
const below = (root: Element) => root.querySelector('.below')!.getBoundingClientRect().top;
const height = (el: Element) => el.getBoundingClientRect().height;
const rendered = (el: Element) => waitFor(() => {
  if (!shadow(el).querySelector('[part=rows], [part=error]')) throw new Error('not rendered');
});
/** Two frames: IntersectionObserver entries are delivered after a frame's layout. */
const frames = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
const spacer = () => `<div style="block-size: ${2 * innerHeight}px"></div>`;

/**
 * Runs `act` on a widget rendered two viewports down whose observer's entries are held back
 * (`late`) meanwhile: the first held back is its first entry, saying it is below the viewport.
 * Then the entries go through again. Returns the widget.
 */
async function withEntriesHeldBack(act: (el: HTMLElement, root: Element) => Promise<void>): Promise<HTMLElement> {
  const root = page('rows="1"', spacer());
  const el = tag(root);
  late = true;
  try {
    await rendered(el);
    await frames();
    expect(heldBack.length).to.be.greaterThan(0);
    await act(el, root);
  } finally {
    late = false;
    for (const deliver of heldBack.splice(0)) deliver();
  }
  return el;
}

describe('a rendered widget never shrinks where the reader sees it (box-keeper)', () => {
  beforeEach(() => testConfig());
  afterEach(async () => {
    await cleanup();
    scrollTo(0, 0);
  });

  it('keeps the printed height at its first render, so the text below stays where it was', async () => {
    const root = page('rows="1"');
    const el = tag(root);
    const was = below(root);
    await rendered(el);
    await frames();
    expect(height(el)).to.equal(300);
    expect(below(root)).to.equal(was);
    expect(el.hasAttribute(KEPT_ATTR)).to.equal(true);
  });

  it('is held from the first frame that shows it rendered: no frame moves the text below, however many render together', async () => {
    const shifts: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
    observer.observe({ type: 'layout-shift' });
    try {
      const root = fixture(`<div>${[1, 2, 3].map(() => `<mck-test-rows rows="1">${PRINTED_SHORT}</mck-test-rows>`).join('')}<p class="below" style="margin: 0">The article goes on</p></div>`);
      const was = below(root);
      const els = [...root.querySelectorAll('mck-test-rows')];
      await Promise.all(els.map(rendered));
      await waitFor(() => expect(els.map(height)).to.deep.equal([100, 100, 100]));
      await frames();
      expect(below(root)).to.equal(was);
      expect(shifts.map((s) => (s as PerformanceEntry & { value: number }).value)).to.deep.equal([]);
    } finally {
      observer.disconnect();
    }
  });

  it('takes the height the reader saw at the last frame when watched before its render, with no layout read as the render starts', async () => {
    // As with the loader on the page: boot watches the element when its strategy fires, before
    // its chunk loads (core/page/hydrate.ts); the render starts when the loader marks it.
    const mck = ((window as { mck?: { loader?: unknown } }).mck ??= {});
    mck.loader = { watch() {} };
    try {
      const root = page('rows="1"');
      const el = tag(root);
      watchBox(el);
      await frames(); // its ResizeObserver entry: the printed 300 px
      let reads = 0;
      el.getBoundingClientRect = function getBoundingClientRect(this: HTMLElement) {
        reads += 1;
        return HTMLElement.prototype.getBoundingClientRect.call(this);
      };
      el.setAttribute(HYDRATED_ATTR, '');
      expect(reads).to.equal(0);
      const was = below(root);
      await rendered(el);
      await frames();
      expect(height(el)).to.equal(300);
      expect(below(root)).to.equal(was);
    } finally {
      delete mck.loader;
    }
  });

  it('grows past the held height when its content does', async () => {
    const el = tag(page('rows="20"'));
    await rendered(el);
    await frames();
    expect(height(el)).to.equal(400);
  });

  it('keeps the height when its content shrinks later in view, and in its error state', async () => {
    const root = page('rows="20"');
    const el = tag(root);
    await rendered(el);
    await frames();
    const was = below(root);
    el.setAttribute('rows', '2');
    await frames();
    expect(height(el)).to.equal(400);
    expect(below(root)).to.equal(was);
    await captureConsoleErrors(async () => {
      el.setAttribute('mode', 'throw');
      await waitFor(() => expect(el.getAttribute('data-mck-error')).to.equal('render'));
      await frames();
    });
    expect(height(el)).to.equal(400);
    expect(below(root)).to.equal(was);
  });

  it('takes its own height below the viewport, and holds it again when scrolled into view', async () => {
    const root = page('rows="2"', spacer());
    const el = tag(root);
    await rendered(el);
    await waitFor(() => expect(height(el)).to.equal(40));
    expect(el.hasAttribute(KEPT_ATTR)).to.equal(false);
    el.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(el.hasAttribute(KEPT_ATTR)).to.equal(true));
    const was = below(root);
    el.setAttribute('rows', '1');
    await frames();
    expect(height(el)).to.equal(40);
    expect(below(root)).to.equal(was);
  });

  it('stays held when an entry saying it was below arrives after the page scrolled it into view', async () => {
    const el = await withEntriesHeldBack(async (widget, root) => {
      widget.scrollIntoView({ block: 'start' });
      await frames();
      const was = below(root);
      heldBack.shift()!(); // the stale entry arrives, the widget in view
      await frames();
      expect(height(widget)).to.equal(300);
      expect(below(root)).to.equal(was);
    });
    await frames();
    expect(height(el)).to.equal(300);
  });

  it('stays held when the page scrolls it into view between an entry saying it is below and the next frame', async () => {
    await withEntriesHeldBack(async (widget, root) => {
      heldBack.shift()!(); // the entry arrives: below, as it still is
      widget.scrollIntoView({ block: 'start' }); // and before the next frame the page scrolls (a fling, a script)
      await frames();
      expect(widget.getBoundingClientRect().top).to.be.lessThan(innerHeight);
      expect(height(widget)).to.equal(300);
      expect(below(root) - widget.getBoundingClientRect().top).to.equal(300);
    });
  });

  it('stays held above the viewport, so what the reader sees does not move up', async () => {
    const root = fixture(`<div><mck-test-rows rows="20">${PRINTED}</mck-test-rows>${spacer()}<p class="marker" style="margin: 0">Reading here</p>${spacer()}</div>`);
    const el = tag(root);
    await rendered(el);
    // The reader sees the rendered widget (a frame drawn with its 400 px) before scrolling on: on
    // a loaded machine the test could scroll away in the frame the render landed in, and the
    // keeper then rightly held the 300 px the reader had last seen.
    await frames();
    const marker = root.querySelector('.marker')!;
    marker.scrollIntoView({ block: 'center' });
    await frames();
    const was = marker.getBoundingClientRect().top;
    el.setAttribute('rows', '1');
    await frames();
    await frames();
    expect(marker.getBoundingClientRect().top).to.equal(was);
    expect(height(el)).to.equal(400);
  });

  it('lets the reader change the page: a click anywhere frees every held widget', async () => {
    const root = page('rows="1"');
    const el = tag(root);
    await rendered(el);
    await frames();
    expect(height(el)).to.equal(300);
    // The reader clicks elsewhere on the page (a sign-in button, say), not on this widget.
    const text = root.querySelector('.below')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(text.left + 5), Math.round(text.top + 5)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await waitFor(() => expect(height(el)).to.equal(20));
    expect(el.hasAttribute(KEPT_ATTR)).to.equal(false);
  });

  it('is not freed by keys that scroll the page, but by a key typed into a field', async () => {
    const root = fixture(`<div><mck-test-rows rows="1">${PRINTED}</mck-test-rows><input aria-label="Name"></div>`);
    const el = tag(root);
    await rendered(el);
    await frames();
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'ArrowDown' });
    await frames();
    expect(height(el)).to.equal(300);
    root.querySelector('input')!.focus();
    await sendKeys({ type: 'A' });
    await waitFor(() => expect(height(el)).to.equal(20));
  });

  it('takes its own height when the viewport changes width: the held height was the old width\'s', async () => {
    const el = tag(page('rows="1"'));
    await rendered(el);
    await frames();
    expect(height(el)).to.equal(300);
    await setViewport(innerWidth - 100, innerHeight);
    try {
      await waitFor(() => expect(height(el)).to.equal(20));
    } finally {
      await setViewport(innerWidth + 100, innerHeight);
    }
  });
});
