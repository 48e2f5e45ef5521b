import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetComponent } from './component.mjs';

// Tags of this file only: a custom element name is defined once per window.
let roots: Root[] = [];
afterEach(() => {
  for (const root of roots) root.unmount();
  roots = [];
  document.body.replaceChildren();
});

function render(element: ReturnType<typeof createElement>): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  flushSync(() => root.render(element));
  return container;
}

describe('widgetComponent (mck-widgets/react)', () => {
  it('hands arrays, objects and property-only props to an element not yet defined, as its own properties', () => {
    const Widget = widgetComponent('mck-test-undefined', ['openFirst']);
    const items = [{ title: 'One', body: '<p>1</p>' }];
    const container = render(createElement(Widget, { heading: 'Questions', items, openFirst: true, 'heading-level': 3 }));
    const el = container.querySelector('mck-test-undefined') as HTMLElement & Record<string, unknown>;
    expect(customElements.get('mck-test-undefined')).toBeUndefined();
    // What React alone would have written as the attribute "[object Object]".
    expect(el.hasAttribute('items')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(el, 'items')).toBe(true);
    expect(el.items).toBe(items);
    expect(el.openFirst).toBe(true);
    expect(el.hasAttribute('openFirst') || el.hasAttribute('openfirst')).toBe(false);
    // Strings and numbers stay attributes.
    expect(el.getAttribute('heading')).toBe('Questions');
    expect(el.getAttribute('heading-level')).toBe('3');
  });

  it("sets a defined element's property through its setter, again only when the value changed", () => {
    const set: unknown[] = [];
    class Defined extends HTMLElement {
      #items: unknown = [];
      get items() { return this.#items; }
      set items(value: unknown) { set.push(value); this.#items = value; }
    }
    customElements.define('mck-test-defined', Defined);
    const Widget = widgetComponent('mck-test-defined');
    const first = [{ title: 'One' }];
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    flushSync(() => root.render(createElement(Widget, { items: first, heading: 'A' })));
    flushSync(() => root.render(createElement(Widget, { items: first, heading: 'B' })));
    const second = [{ title: 'Two' }];
    flushSync(() => root.render(createElement(Widget, { items: second, heading: 'B' })));
    expect(set).toEqual([first, second]);
    expect(container.querySelector('mck-test-defined')!.getAttribute('heading')).toBe('B');
  });

  it("keeps children, style, React's event handlers and the caller's ref as React's", () => {
    const Widget = widgetComponent('mck-test-children');
    const seen: Event[] = [];
    const refs: Array<HTMLElement | null> = [];
    const container = render(createElement(Widget, {
      style: { color: 'red' },
      'onmck-test-event': (e: Event) => seen.push(e),
      ref: (node: HTMLElement | null) => { refs.push(node); },
    }, createElement('p', null, 'Printed fallback')));
    const el = container.querySelector('mck-test-children') as HTMLElement;
    expect(el.querySelector('p')!.textContent).toBe('Printed fallback');
    expect(el.style.color).toBe('red');
    el.dispatchEvent(new CustomEvent('mck-test-event'));
    expect(seen).toHaveLength(1);
    expect(refs[0]).toBe(el);
  });
});
