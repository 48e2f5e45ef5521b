import { expect } from 'chai';
import { setConfig } from '../../core/page/config.js';
import {
  captureConsoleErrors, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import './accordion.define.js';
import { accordionParts } from './accordion.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const items = [
  { title: 'First question', body: '<p>First answer</p>' },
  { title: 'No body', body: '' },
  { title: '', body: '<p>No title</p>' },
  { title: 'Second question', body: '<p>Second answer</p>' },
  { title: 'Third question', body: '<p>Third answer</p>' },
];
const attr = (value: unknown) => JSON.stringify(value).replace(/'/g, '&#39;');

const triggers = (el: Element) => Array.from(shadow(el).querySelectorAll<HTMLButtonElement>('button.trigger'));
const rendered = (el: Element) => waitFor(() => {
  const found = triggers(el);
  if (!found.length) throw new Error('not rendered yet');
  return found;
});
const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));

describe('mck-accordion', () => {
  widgetTestHooks('mck-accordion', accordionParts);

  it('shows only items with both a title and a body, all closed', async () => {
    const el = fixture(`<mck-accordion items='${attr(items)}'></mck-accordion>`);
    const buttons = await rendered(el);
    expect(buttons.map((b) => b.textContent?.replace(/Expand|Collapse/, '').trim()))
      .to.deep.equal(['First question', 'Second question', 'Third question']);
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).to.equal(true);
    expect(shadow(el).querySelectorAll('.panel[hidden]').length).to.equal(3);
  });

  it('opens one item at a time by click, Enter and Space, and tells the page', async () => {
    const el = fixture(`<mck-accordion items='${attr(items)}'></mck-accordion>`);
    const [first, second] = await rendered(el);
    const events: Array<{ index: number; open: boolean }> = [];
    el.addEventListener('mck-accordion-toggle', (e) => events.push(e.detail));
    first!.click();
    await waitFor(() => expect(first!.getAttribute('aria-expanded')).to.equal('true'));
    const panel = shadow(el).getElementById(first!.getAttribute('aria-controls')!)!;
    expect(panel.hidden).to.equal(false);
    expect(panel.textContent).to.contain('First answer');
    second!.click();
    await waitFor(() => expect(second!.getAttribute('aria-expanded')).to.equal('true'));
    expect(first!.getAttribute('aria-expanded')).to.equal('false');
    expect(events).to.deep.equal([{ index: 0, open: true }, { index: 1, open: true }]);
  });

  it('moves focus with the arrow keys, Home and End, wrapping around', async () => {
    const el = fixture(`<mck-accordion items='${attr(items)}'></mck-accordion>`);
    const [first, second, third] = await rendered(el);
    first!.focus();
    key(first!, 'ArrowDown');
    expect(shadow(el).activeElement).to.equal(second);
    key(second!, 'End');
    expect(shadow(el).activeElement).to.equal(third);
    key(third!, 'ArrowDown');
    expect(shadow(el).activeElement).to.equal(first);
    key(first!, 'ArrowUp');
    expect(shadow(el).activeElement).to.equal(third);
    key(third!, 'Home');
    expect(shadow(el).activeElement).to.equal(first);
  });

  it('keeps several open with the bare boolean attribute `multiple`, and stops when it is removed', async () => {
    const el = fixture(`<mck-accordion multiple items='${attr(items)}'></mck-accordion>`);
    const [first, second] = await rendered(el);
    first!.click();
    second!.click();
    await waitFor(() => expect(second!.getAttribute('aria-expanded')).to.equal('true'));
    expect(first!.getAttribute('aria-expanded')).to.equal('true');
    el.removeAttribute('multiple');
    await new Promise((r) => setTimeout(r, 30));
    // Without `multiple`, opening one closes the rest.
    first!.click();
    await waitFor(() => expect(first!.getAttribute('aria-expanded')).to.equal('false'));
    expect(second!.getAttribute('aria-expanded')).to.equal('false');
    first!.click();
    await waitFor(() => expect(first!.getAttribute('aria-expanded')).to.equal('true'));
    second!.click();
    await waitFor(() => expect(second!.getAttribute('aria-expanded')).to.equal('true'));
    expect(first!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('uses server-rendered <details> and keeps them visible until it renders', async () => {
    const container = document.createElement('div');
    container.className = 'fixture';
    container.innerHTML = `<mck-accordion><details><summary>From the server</summary><p>Server body</p></details></mck-accordion>`;
    document.body.append(container);
    const el = container.firstElementChild as HTMLElement;
    // Upgraded synchronously, rendered later: the light DOM still shows through the fallback slot.
    const summary = el.querySelector('summary')!;
    expect(summary.getBoundingClientRect().height).to.be.greaterThan(0);
    const [only] = await rendered(el);
    expect(only!.textContent).to.contain('From the server');
    only!.click();
    await waitFor(() => expect(shadow(el).querySelector('.panel:not([hidden])')?.textContent).to.contain('Server body'));
  });

  it('shows server-escaped text as text: no element is made from it', async () => {
    const container = fixture('<div></div>');
    container.innerHTML = '<mck-accordion open-first><details><summary>&lt;img src=x&gt; title</summary><p>Use &lt;img src=x onerror=alert(1)&gt; tags</p></details></mck-accordion>';
    const el = container.firstElementChild as HTMLElement;
    const [only] = await rendered(el);
    expect(only!.textContent).to.contain('<img src=x> title');
    const panel = shadow(el).querySelector('.panel')!;
    await waitFor(() => expect(panel.textContent).to.contain('Use <img src=x onerror=alert(1)> tags'));
    expect(shadow(el).querySelector('img')).to.equal(null);
  });

  it('refuses a heading level that is not a whole number from 2 to 6, naming the attribute', async () => {
    let el!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      el = fixture(`<mck-accordion heading-level="3.7" items='${attr(items)}'></mck-accordion>`);
      await waitFor(() => {
        if (!shadow(el).querySelector('[part=error]')) throw new Error('no error state yet');
      });
    });
    expect(el.getAttribute('data-mck-error')).to.equal('attribute');
    expect(shadow(el).querySelector('h3\\.7, [class="item-heading"]')).to.equal(null);
    expect(errors.some((line) => line.includes('[mck-accordion]') && line.includes('attribute "heading-level"') && line.includes('3.7'))).to.equal(true);
    el.setAttribute('heading-level', '4');
    await rendered(el);
    expect(shadow(el).querySelectorAll('h4.item-heading').length).to.equal(3);
  });

  it('sanitises hostile HTML in bodies', async () => {
    const hostile = [{ title: 'Hostile', body: '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">link</a><p>kept</p>' }];
    const el = fixture(`<mck-accordion open-first items='${attr(hostile)}'></mck-accordion>`);
    await rendered(el);
    const panel = shadow(el).querySelector('.panel')!;
    await new Promise((r) => setTimeout(r, 50));
    expect(panel.innerHTML).not.to.contain('onerror');
    expect(panel.querySelector('script')).to.equal(null);
    expect(panel.querySelector('a')?.getAttribute('href') ?? '').not.to.contain('javascript:');
    expect(panel.textContent).to.contain('kept');
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('shows its error state for bad JSON, names tag and attribute, and leaves neighbours working', async () => {
    let broken!: HTMLElement;
    let working!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      broken = fixture(`<mck-accordion items='[{"title": "oops",'></mck-accordion>`);
      working = fixture(`<mck-accordion items='${attr(items)}'></mck-accordion>`);
      await waitFor(() => {
        if (!shadow(broken).querySelector('[part=error]')) throw new Error('no error state yet');
      });
      await rendered(working);
    });
    expect(broken.getAttribute('data-mck-error')).to.equal('attribute');
    expect(errors.some((line) => line.includes('[mck-accordion]') && line.includes('attribute "items"') && line.includes('JSON'))).to.equal(true);
    // Fixing the attribute recovers the widget.
    broken.setAttribute('items', attr(items));
    await rendered(broken);
    expect(broken.hasAttribute('data-mck-error')).to.equal(false);
  });

  it('keeps its state when moved to another place in the page', async () => {
    const el = fixture(`<mck-accordion items='${attr(items)}'></mck-accordion>`);
    const [, second] = await rendered(el);
    second!.click();
    await waitFor(() => expect(second!.getAttribute('aria-expanded')).to.equal('true'));
    const elsewhere = fixture('<aside></aside>');
    elsewhere.append(el);
    await new Promise((r) => setTimeout(r, 50));
    expect(triggers(el)[1]!.getAttribute('aria-expanded')).to.equal('true');
  });

  it('shows placeholders for empty fields in editor mode', async () => {
    testConfig({ editorMode: true });
    const el = fixture(`<mck-accordion items='${attr([{ title: '', body: '<p>Body only</p>' }])}'></mck-accordion>`);
    await rendered(el);
    const placeholders = Array.from(shadow(el).querySelectorAll('[part=placeholder]')).map((p) => p.textContent);
    expect(placeholders.some((text) => text?.includes('Title'))).to.equal(true);
    expect(placeholders.some((text) => text?.includes('Heading'))).to.equal(true);
    setConfig(null);
  });

  it('is axe clean, closed and open', async () => {
    const el = fixture(`<mck-accordion heading="Questions" items='${attr(items)}'></mck-accordion>`);
    const [first] = await rendered(el);
    await expectAxeClean(el);
    first!.click();
    await waitFor(() => expect(first!.getAttribute('aria-expanded')).to.equal('true'));
    await expectAxeClean(el);
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('accordion');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('accordion', css())).to.deep.equal([]);
    });
  });
});
