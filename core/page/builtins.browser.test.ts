// In Chromium: the guard compares a page's built-ins with a clean frame's, which needs real realms.
// Each test's "page" is a fresh same-origin frame, so the test runner's own built-ins stay as they are.
import { expect } from 'chai';
import { guardBuiltins, reportBuiltins, type Builtins } from './builtins.js';

type PageWindow = Window & typeof globalThis & { __mckBuiltins?: Builtins };

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((f) => f.remove()));

/** A fresh page realm with `scripts` (the legacy pages' own files) run in it, as the page would. */
async function pageWith(...scripts: string[]): Promise<PageWindow> {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  frames.push(frame);
  const win = frame.contentWindow as PageWindow;
  win.document.body.append(win.document.createElement('main'));
  for (const name of scripts) {
    const source = await (await fetch(`/demo/cms-origin/legacy/${name}`)).text();
    (win as unknown as { eval(code: string): unknown }).eval(source);
  }
  return win;
}

describe('guardBuiltins', () => {
  it('changes nothing and reports nothing on a page that left the built-ins alone', async () => {
    const win = await pageWith();
    const framesMade: Node[] = [];
    const watch = new win.MutationObserver((records) => records.forEach((r) => framesMade.push(...[...r.addedNodes].filter((n) => n.nodeName === 'IFRAME'))));
    watch.observe(win.document, { childList: true, subtree: true });
    const report = guardBuiltins(win, win.document);
    framesMade.push(...watch.takeRecords().flatMap((r) => [...r.addedNodes]).filter((n) => n.nodeName === 'IFRAME'));
    watch.disconnect();
    expect(report).to.deep.equal({ restored: [], bypassed: [], broken: [], hidden: [] });
    expect(win.__mckBuiltins!.arrayFrom).to.be.a('function');
    expect(framesMade, 'no clean frame is made when nothing looks changed').to.have.length(0);
  });

  it('restores a standard member a page removed even when nothing else looks changed', async () => {
    const win = await pageWith();
    delete (win.String.prototype as { padStart?: unknown }).padStart;
    delete (win.Promise as { allSettled?: unknown }).allSettled;
    const report = guardBuiltins(win, win.document);
    expect(report.restored).to.have.members(['String.prototype.padStart', 'Promise.allSettled']);
    expect(win.String.prototype.padStart.call('7', 3, '0')).to.equal('007');
    expect(win.document.querySelector('iframe'), 'the clean frame is taken out again').to.equal(null);
  });

  it('probes a standard method a page replaced even when nothing else looks changed', async () => {
    const win = await pageWith();
    (win.Array.prototype as unknown as { includes: unknown }).includes = function includes() { return true; };
    Object.defineProperty(win.Array.prototype, 'includes', { enumerable: false });
    const report = guardBuiltins(win, win.document);
    expect(report.broken).to.deep.equal(['Array.prototype.includes']);
  });

  it("Prototype's built-ins: entries restored, its Array.from bypassed, toJSON ignored by the bundle, its methods hidden from for…in; the page keeps its own", async () => {
    const win = await pageWith('prototype-like.js');
    expect('entries' in win.Array.prototype).to.equal(false);
    const report = guardBuiltins(win, win.document);
    expect(report.restored).to.deep.equal(['Array.prototype.entries']);
    expect(report.bypassed).to.deep.equal(['Array.from']);
    expect(report.broken).to.deep.equal([]);
    expect(report.hidden).to.include.members(['Array.prototype.first', 'Array.prototype.toJSON', 'String.prototype.toJSON']);

    const arr = new win.Array(1, 2);
    expect([...arr.entries()]).to.deep.equal([[0, 1], [1, 2]]);
    const builtins = win.__mckBuiltins!;
    const fromSet = builtins.arrayFrom(new win.Set([1, 2]));
    expect(fromSet).to.deep.equal([1, 2]);
    expect(fromSet).to.be.instanceOf(win.Array); // the page's own arrays, not the clean frame's
    expect(builtins.jsonStringify({ tags: ['a', 'b'], name: 'x' })).to.equal('{"tags":["a","b"],"name":"x"}');
    const keys: string[] = [];
    for (const key in arr) keys.push(key);
    expect(keys).to.deep.equal(['0', '1']);

    // The page's library as it was: its Array.from, its toJSON, its methods.
    expect(win.Array.from(new win.Set([1]))).to.deep.equal([]);
    expect(win.JSON.stringify(win.Array.of(1))).to.equal('"[1]"');
    expect((arr as unknown as { first(): number }).first()).to.equal(1);
  });

  it("MooTools 1.6 compat's bind and Array.from: the bundle's calls get the standard ones, the page's keep MooTools'", async () => {
    const win = await pageWith('mootools-compat-like.js');
    const report = guardBuiltins(win, win.document);
    expect(report.bypassed).to.deep.equal(['Array.from', 'Function.prototype.bind']);
    expect(report.hidden).to.have.length(21);
    const add = new win.Function('a', 'b', 'c', 'return [a, b, c].join(",")') as (...args: unknown[]) => string;
    const builtins = win.__mckBuiltins!;
    // What React does: bind leading arguments, call with more.
    expect((builtins.bindOf(add)(null, 1, 2) as (c: number) => string)(3)).to.equal('1,2,3');
    expect((builtins.bind.call(add, null, 'x') as (...args: unknown[]) => string)('y', 'z')).to.equal('x,y,z');
    // Something that is not a function keeps its own bind (a jQuery object's).
    const jqueryLike = { bind: (type: string) => `bound ${type}` };
    expect(builtins.bindOf(jqueryLike)('click')).to.equal('bound click');
    // The page: MooTools' two-argument bind and its Array.from.
    expect(add.bind(null, [1, 2])(5, 5)).to.equal('1,2,');
    expect(win.JSON.stringify(win.Array.from(new win.Set([1])))).to.equal('[{}]');
  });

  it('names a replaced standard method that fails its probe, and leaves it for the page', async () => {
    const win = await pageWith();
    const broken = function (this: unknown[]) { return this; };
    win.Array.prototype.map = broken as never;
    const report = guardBuiltins(win, win.document);
    expect(report.broken).to.deep.equal(['Array.prototype.map']);
    expect(win.Array.prototype.map).to.equal(broken);
    const said: string[] = [];
    reportBuiltins(report, { info: () => {}, error: (line: string) => said.push(line) });
    expect(said).to.have.length(1);
    expect(said[0]).to.match(/Array\.prototype\.map .*does not follow the standard/);
  });

  it('fails, naming the built-in, when it was replaced and no clean frame can be made', async () => {
    const win = await pageWith();
    win.Array.from = (() => []) as never;
    const create = win.Document.prototype.createElement;
    win.Document.prototype.createElement = function (this: Document, name: string) {
      if (name === 'iframe') throw new Error('no frames here');
      return create.call(this, name);
    } as never;
    expect(() => guardBuiltins(win, win.document)).to.throw(/replaced Array\.from/);
  });
});
