import { expect } from 'chai';
import { createElement } from 'react';
import { array, number, object } from 'superstruct';
import { bool, json, num, text } from './attributes.js';
import { defineWidget, registerWidget, HYDRATED_ATTR, type WidgetProps } from './define-widget.js';
import { captureConsoleErrors, cleanup, fixture, shadow, testConfig, waitFor } from '../../tests/support/browser.js';

const attributes = {
  label: text('none'),
  count: num(0),
  on: bool(false),
  data: json(array(object({ n: number() })), []),
};

function Probe({ label, count, on, data }: WidgetProps<typeof attributes>) {
  if (label === 'throw') throw new Error('probe asked to throw');
  return createElement('p', { part: 'probe', 'data-label': label, 'data-count': count, 'data-on': String(on) }, data.map((d) => d.n).join(','));
}

class ProbeElement extends defineWidget({ tag: 'mck-test-probe', component: Probe, attributes, styles: 'p { margin: 0; }' }) {}
registerWidget(ProbeElement);

const probe = (el: Element) => waitFor(() => {
  const p = shadow(el).querySelector('p');
  if (!p) throw new Error('not rendered');
  return p;
});
const settle = () => new Promise((r) => setTimeout(r, 30));

describe('defineWidget', () => {
  beforeEach(() => testConfig());
  afterEach(() => {
    cleanup();
    delete (window as { mck?: { loader?: unknown } }).mck?.loader;
  });

  it('passes bare boolean attributes, and notices removal and "false"', async () => {
    const el = fixture('<mck-test-probe on></mck-test-probe>');
    expect((await probe(el)).dataset.on).to.equal('true');
    el.removeAttribute('on');
    await settle();
    expect((await probe(el)).dataset.on).to.equal('false');
    el.setAttribute('on', 'false');
    await settle();
    expect((await probe(el)).dataset.on).to.equal('false');
    el.setAttribute('on', '');
    await settle();
    expect((await probe(el)).dataset.on).to.equal('true');
  });

  it('returns a removed attribute to its default', async () => {
    const el = fixture('<mck-test-probe label="hello" count="3"></mck-test-probe>');
    expect((await probe(el)).dataset.label).to.equal('hello');
    el.removeAttribute('label');
    el.removeAttribute('count');
    await settle();
    expect((await probe(el)).dataset.label).to.equal('none');
    expect((await probe(el)).dataset.count).to.equal('0');
  });

  it('takes JSON as a property without reflecting it, and reflects plain values', async () => {
    const el = fixture('<mck-test-probe></mck-test-probe>') as HTMLElement & { data: unknown; label: string; on: boolean };
    el.data = [{ n: 1 }, { n: 2 }];
    await waitFor(() => expect(shadow(el).querySelector('p')?.textContent).to.equal('1,2'));
    expect(el.hasAttribute('data')).to.equal(false);
    expect(el.data).to.deep.equal([{ n: 1 }, { n: 2 }]);
    el.label = 'set';
    el.on = true;
    expect(el.getAttribute('label')).to.equal('set');
    expect(el.getAttribute('on')).to.equal('');
    el.on = false;
    expect(el.hasAttribute('on')).to.equal(false);
  });

  it('reads an invalid attribute\'s property as undefined, never throwing, while the widget shows its error state', async () => {
    let el!: HTMLElement & { count: unknown; label: unknown };
    const errors = await captureConsoleErrors(async () => {
      el = fixture('<mck-test-probe count="four"></mck-test-probe>') as typeof el;
      await waitFor(() => {
        if (el.getAttribute('data-mck-error') !== 'attribute') throw new Error('no error state yet');
      });
    });
    expect(errors.some((line) => line.includes('attribute "count"'))).to.equal(true);
    expect(el.count).to.equal(undefined);
    expect(el.label).to.equal('none');
    el.setAttribute('count', '4');
    expect(el.count).to.equal(4);
  });

  it('keeps properties a page script set before the chunk loaded', async () => {
    const early = document.createElement('mck-test-probe-late') as HTMLElement & { data?: unknown; label?: string };
    early.data = [{ n: 7 }, { n: 8 }];
    early.label = 'early';
    fixture('<div></div>').append(early);
    class LateElement extends defineWidget({ tag: 'mck-test-probe-late', component: Probe, attributes }) {}
    registerWidget(LateElement);
    const p = await probe(early);
    expect(p.textContent).to.equal('7,8');
    expect(p.dataset.label).to.equal('early');
    expect(early.getAttribute('label')).to.equal('early');
    early.data = [{ n: 9 }];
    await waitFor(() => expect(shadow(early).querySelector('p')?.textContent).to.equal('9'));
  });

  it('shows the error state for a throwing render, names the tag, and recovers when the input changes', async () => {
    let broken!: HTMLElement;
    let fine!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      broken = fixture('<mck-test-probe label="throw"></mck-test-probe>');
      fine = fixture('<mck-test-probe label="fine"></mck-test-probe>');
      await waitFor(() => {
        if (!shadow(broken).querySelector('[part=error]')) throw new Error('no error state');
      });
      await probe(fine);
    });
    expect(broken.getAttribute('data-mck-error')).to.equal('render');
    expect(errors.some((l) => l.includes('[mck-test-probe] failed to render: probe asked to throw'))).to.equal(true);
    broken.setAttribute('label', 'mended');
    expect((await probe(broken)).dataset.label).to.equal('mended');
    expect(broken.hasAttribute('data-mck-error')).to.equal(false);
  });

  it('with the loader on the page, renders only once the loader marks the element', async () => {
    (window as { mck?: { loader?: unknown } }).mck ??= {};
    (window as unknown as { mck: { loader: unknown } }).mck.loader = { watch() {} };
    const el = fixture('<mck-test-probe label="held"><span class="ssr">server text</span><nav slot="footer" class="named">named slot</nav></mck-test-probe>');
    await new Promise((r) => setTimeout(r, 150));
    expect(shadow(el).querySelector('p')).to.equal(null);
    expect(el.querySelector('.ssr')!.getBoundingClientRect().height).to.be.greaterThan(0);
    // Children meant for a named slot show before the first render too (no jump when it renders).
    expect(el.querySelector('.named')!.getBoundingClientRect().height).to.be.greaterThan(0);
    el.setAttribute('label', 'still held');
    await settle();
    expect(shadow(el).querySelector('p')).to.equal(null);
    el.setAttribute(HYDRATED_ATTR, '');
    expect((await probe(el)).dataset.label).to.equal('still held');
  });

  it('with the loader on the page, defines a few tags per frame drawn, in order; without it, at once', async () => {
    const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const tags = [1, 2, 3, 4, 5, 6].map((n) => `mck-test-paced-${n}`);
    const [alone, ...paced] = tags.map((tag) => class extends defineWidget({ tag, component: Probe, attributes }) {});
    registerWidget(alone!);
    expect(customElements.get(tags[0]!)).to.equal(alone);

    (window as { mck?: { loader?: unknown } }).mck ??= {};
    (window as unknown as { mck: { loader: unknown } }).mck.loader = { watch() {} };
    await nextFrame();
    for (const element of paced) registerWidget(element);
    const defined = () => tags.slice(1).filter((tag) => customElements.get(tag)).length;
    expect(defined()).to.equal(4);
    expect(customElements.get(tags[5]!)).to.equal(undefined);
    // The fifth once the browser has drawn a frame.
    await waitFor(() => expect(defined()).to.equal(5));
    expect(customElements.get(tags[5]!)).to.equal(paced[4]);
  });

  it('adopts the design tokens; pages theme through public custom properties', async () => {
    const el = fixture('<div style="--mck-color-ink: rgb(1, 2, 3)"><mck-test-probe></mck-test-probe></div>').firstElementChild!;
    const p = await probe(el);
    expect(getComputedStyle(p).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(p).marginTop).to.equal('0px');
    const plain = fixture('<mck-test-probe></mck-test-probe>');
    expect(getComputedStyle(await probe(plain)).color).to.equal('rgb(5, 28, 44)');
  });
});
