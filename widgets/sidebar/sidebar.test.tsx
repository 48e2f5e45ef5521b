import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSidebarContent } from './sidebar.content.js';
import { findNextSection } from './sidebar.next-section.js';
import './sidebar.define.js';
import { inShadow, mount } from '../../tests/support/unit.js';

const toggleOf = (el: Element) => inShadow<HTMLButtonElement>(el, 'button[part=toggle]');
const bodyOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part=body]')!;

describe('readSidebarContent', () => {
  it('finds headline, teaser, body and background by slot', () => {
    expect(readSidebarContent(mount('<mck-x><h2 slot="heading">H</h2><p slot="teaser">T</p><p>Body</p></mck-x>')))
      .toEqual({ heading: true, teaser: true, body: true, background: false });
    expect(readSidebarContent(mount('<mck-x><img slot="background" src="x.png"> <p slot="teaser"> </p></mck-x>')))
      .toEqual({ heading: false, teaser: false, body: false, background: true });
  });
});

describe('findNextSection', () => {
  afterEach(() => document.body.replaceChildren());

  it('is the element the id names, else the first element after the sidebar (also from inside a wrapper)', () => {
    document.body.innerHTML = '<div><mck-x id="s"></mck-x></div><section id="next"></section><section id="named"></section>';
    const host = document.getElementById('s')!;
    expect(findNextSection(host, '')?.id).toBe('next');
    expect(findNextSection(host, 'named')?.id).toBe('named');
    expect(findNextSection(host, 'missing')).toBeNull();
  });
});

describe('<mck-sidebar>', () => {
  afterEach(() => document.body.replaceChildren());

  it('collapses and expands its body with the toggle, telling the page', async () => {
    const el = mount('<mck-sidebar><h2 slot="heading">H</h2><p slot="teaser">Teaser</p><p>Body</p></mck-sidebar>');
    const toggle = await toggleOf(el);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(bodyOf(el).id);
    expect(toggle.textContent).toBe('Show less');
    const toggled = vi.fn();
    el.addEventListener('mck-sidebar-toggle', (event) => toggled(event.detail));
    toggle.click();
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(bodyOf(el).hidden).toBe(true);
    expect(toggle.textContent).toBe('Show more');
    expect(el.shadowRoot!.querySelector('[part=teaser]')).not.toBeNull();
    expect(toggled).toHaveBeenCalledExactlyOnceWith({ expanded: false });
  });

  it('starts collapsed when printed collapsed; only the scrolling mode has a background and a continue control', async () => {
    const el = mount('<mck-sidebar collapsed><h2 slot="heading">H</h2><p>Body</p></mck-sidebar>');
    const toggle = await toggleOf(el);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(bodyOf(el).hidden).toBe(true);
    expect(el.shadowRoot!.querySelector('[part=teaser], [part=background], [part=continue]')).toBeNull();
    const scrolling = mount('<mck-sidebar render-mode="scrolling" background-opacity="40"><p>Body</p></mck-sidebar>');
    await inShadow(scrolling, 'button[part=continue]');
    expect(scrolling.shadowRoot!.querySelector<HTMLElement>('[part=overlay]')!.style.opacity).toBe('0.4');
  });
});
