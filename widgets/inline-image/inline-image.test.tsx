import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { readPrintedImage } from './inline-image.image.js';
import './inline-image.define.js';
import { mount } from '../../tests/support/unit.js';

const slotted = (el: Element) => vi.waitFor(() => {
  const slot = el.shadowRoot?.querySelector('[part=base] slot');
  if (!slot) throw new Error('not rendered yet');
  return slot;
});

describe('readPrintedImage (D§5, E§8)', () => {
  it.each([
    ['<x></x>', true],
    ['<x><img alt="a"></x>', true],
    ['<x><img src="  " alt="a"></x>', true],
    ['<x><img class="figure empty-image" src="/a.jpg" alt="a"></x>', true],
    ['<x><img src="/a.jpg" alt="a"></x>', false],
  ])('%s is empty: %s', (html, empty) => {
    expect(readPrintedImage(mount(html)).empty).toBe(empty);
  });
  it('needs alt text when the CMS gave none or a blank one', () => {
    expect(readPrintedImage(mount('<x><img src="/a.jpg"></x>')).needsAlt).toBe(true);
    expect(readPrintedImage(mount('<x><img src="/a.jpg" alt=" "></x>')).needsAlt).toBe(true);
    expect(readPrintedImage(mount('<x><img src="/a.jpg" alt="Chart"></x>')).needsAlt).toBe(false);
  });
});

describe('<mck-inline-image>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('shows the printed image, giving it the default screen-reader text when it has none', async () => {
    configureForTest();
    const el = mount('<mck-inline-image><img src="/a.jpg"></mck-inline-image>');
    await slotted(el);
    await vi.waitFor(() => expect(el.querySelector('img')!.getAttribute('alt')).toBe('Image'));
  });

  it('keeps the alt text the CMS gave', async () => {
    configureForTest();
    const el = mount('<mck-inline-image><img src="/a.jpg" alt="Revenue by region"></mck-inline-image>');
    await slotted(el);
    expect(el.querySelector('img')!.getAttribute('alt')).toBe('Revenue by region');
  });

  it('renders nothing for an empty image, a placeholder for editors', async () => {
    configureForTest();
    const visitor = mount('<mck-inline-image><img class="empty-image" src="/a.jpg" alt=""></mck-inline-image>');
    await new Promise((r) => setTimeout(r, 50));
    expect(visitor.shadowRoot!.querySelector('[part=base]')).toBeNull();
    configureForTest({ editorMode: true });
    const editor = mount('<mck-inline-image><img alt=""></mck-inline-image>');
    await vi.waitFor(() => expect(editor.shadowRoot!.querySelector('[part=placeholder]')?.textContent).toBe('Empty field: Image'));
  });
});
