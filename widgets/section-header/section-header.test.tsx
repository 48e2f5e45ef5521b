import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import './section-header.define.js';
import { mount, inShadow } from '../../tests/support/unit.js';

const rendered = (el: Element) => inShadow(el, '[part=content]');

describe('<mck-section-header>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('keeps the CMS headline in its slot and renders the call to action as a checked link', async () => {
    configureForTest();
    const el = mount(`<mck-section-header background-opacity="40" gradient-direction="bottom" gradient-level="70" cta='{"url":"/more","text":"Read more"}'>`
      + '<img slot="image" src="/a.png" alt=""><p>Eyebrow</p><h2>Headline</h2><a slot="cta" href="/more">Read more</a></mck-section-header>');
    const content = await rendered(el);
    expect(content.querySelector<HTMLSlotElement>('slot:not([name])')!.assignedElements().map((e) => e.textContent)).toEqual(['Eyebrow', 'Headline']);
    const cta = el.shadowRoot!.querySelector<HTMLAnchorElement>('a[part=cta]')!;
    expect(cta.textContent).toBe('Read more');
    expect(cta.getAttribute('href')).toBe(new URL('/more', location.href).href);
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part=overlay]')!.style.opacity).toBe('0.4');
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part=gradient]')!.style.opacity).toBe('0.7');
  });

  it('renders no call to action for an internal link without url (D§5), nor the CMS fallback link', async () => {
    configureForTest();
    const el = mount(`<mck-section-header cta='{"linkType":"internal","text":"Go"}'><h2>Headline</h2><a slot="cta">Go</a></mck-section-header>`);
    await rendered(el);
    expect(el.shadowRoot!.querySelector('a')).toBeNull();
    expect(el.shadowRoot!.querySelector('slot[name=cta]')).toBeNull();
  });

  it('shows no image in slim mode, and paints the band fully without an image', async () => {
    configureForTest();
    const el = mount('<mck-section-header render-mode="slim" background-opacity="0.3"><img slot="image" src="/a.png" alt=""><h2>Slim</h2></mck-section-header>');
    await rendered(el);
    expect(el.shadowRoot!.querySelector('slot[name=image]')).toBeNull();
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part=overlay]')!.style.opacity).toBe('1');
  });

  it('shows placeholders for an empty headline and call to action in editor mode only', async () => {
    configureForTest();
    const plain = mount('<mck-section-header></mck-section-header>');
    await rendered(plain);
    expect(plain.shadowRoot!.querySelector('[part=placeholder]')).toBeNull();
    configureForTest({ editorMode: true });
    const editing = mount('<mck-section-header></mck-section-header>');
    await vi.waitFor(() => expect([...editing.shadowRoot!.querySelectorAll('[part=placeholder]')].map((p) => p.textContent)).toHaveLength(2));
  });
});
