import { describe, expect, it } from 'vitest';
import { itemsFromLightDom, visibleItems } from './accordion.js';

describe('visibleItems (E§5)', () => {
  const items = [
    { title: 'Both', body: '<p>x</p>' },
    { title: 'No body', body: '' },
    { title: '', body: '<p>No title</p>' },
    { title: '   ', body: '<p>Blank title</p>' },
    { title: 'Blank body', body: '  ' },
  ];
  it('skips items without both a title and a body', () => {
    expect(visibleItems(items, false).map((i) => i.title)).toEqual(['Both']);
  });
  it('keeps every item for editors, who see placeholders instead', () => {
    expect(visibleItems(items, true)).toHaveLength(items.length);
  });
});

describe('itemsFromLightDom', () => {
  it('reads server-rendered <details> children as items', () => {
    const host = document.createElement('div');
    host.innerHTML = `
      <details><summary> First </summary><p>One</p> tail</details>
      <p>not an item</p>
      <details><summary>Second</summary></details>`;
    expect(itemsFromLightDom(host)).toEqual([
      { title: 'First', body: '<p>One</p> tail' },
      { title: 'Second', body: '' },
    ]);
  });

  it('keeps text the server escaped as escaped text, never as markup', () => {
    const host = document.createElement('div');
    host.innerHTML = '<details><summary>&lt;b&gt;Title&lt;/b&gt;</summary>Body &lt;img src=x onerror=alert(1)&gt; &amp; more</details>';
    const [item] = itemsFromLightDom(host);
    expect(item!.title).toBe('<b>Title</b>'); // rendered as a text node
    expect(item!.body).toBe('Body &lt;img src=x onerror=alert(1)&gt; &amp; more');
    const rendered = document.createElement('div');
    rendered.innerHTML = item!.body;
    expect(rendered.querySelector('img')).toBeNull();
    expect(rendered.textContent).toBe('Body <img src=x onerror=alert(1)> & more');
  });
});
