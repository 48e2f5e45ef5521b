import { expect } from 'chai';
import { createElement } from 'react';
import { rawProp, reactElementClass, renderNow, setRawProp } from './r2wc-adapter.js';
import { cleanup, fixture, shadow, waitFor } from '../../tests/support/browser.js';

// These pin the r2wc internals defineWidget relies on: when an r2wc upgrade changes them, these
// fail first, naming the assumption that broke.
function Echo(props: { word?: unknown; container?: ShadowRoot }) {
  return createElement('output', { 'data-word': String(props.word), 'data-has-container': String(!!props.container) });
}
const EchoElement = reactElementClass(Echo, ['word']);
customElements.define('mck-test-r2wc-echo', EchoElement);

const output = (el: Element) => waitFor(() => {
  const out = shadow(el).querySelector('output');
  if (!out) throw new Error('not rendered');
  return out;
});

describe('r2wc adapter', () => {
  afterEach(cleanup);

  it('renders into an open shadow root and passes that root as `container`', async () => {
    const el = fixture('<mck-test-r2wc-echo word="hi"></mck-test-r2wc-echo>');
    expect(el.shadowRoot).to.not.equal(null);
    const out = await output(el);
    expect(out.dataset.word).to.equal('hi');
    expect(out.dataset.hasContainer).to.equal('true');
  });

  it('reads and writes the raw props r2wc renders from', async () => {
    const el = fixture('<mck-test-r2wc-echo word="first"></mck-test-r2wc-echo>') as InstanceType<typeof EchoElement>;
    await output(el);
    expect(rawProp(el, 'word')).to.equal('first');
    setRawProp(el, 'word', 'second');
    renderNow(el);
    await waitFor(() => expect(shadow(el).querySelector('output')!.dataset.word).to.equal('second'));
  });

  it('still ignores an empty attribute on its own (the gap defineWidget closes)', async () => {
    const el = fixture('<mck-test-r2wc-echo word="kept"></mck-test-r2wc-echo>');
    await output(el);
    el.setAttribute('word', '');
    await new Promise((r) => setTimeout(r, 30));
    expect(shadow(el).querySelector('output')!.dataset.word).to.equal('kept');
  });

  it('unmounts on disconnect and mounts again on connect', async () => {
    const el = fixture('<mck-test-r2wc-echo word="x"></mck-test-r2wc-echo>');
    await output(el);
    const parent = el.parentElement!;
    el.remove();
    await waitFor(() => expect(shadow(el).querySelector('output')).to.equal(null));
    parent.append(el);
    expect((await output(el)).dataset.word).to.equal('x');
  });
});
