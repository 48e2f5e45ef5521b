import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import './not-found.define.js';
import { inShadow } from '../../tests/support/unit.js';

const rendered = (el: Element) => inShadow(el, 'a');

const mount = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};

describe('<mck-not-found>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.title = '';
    setConfig(null);
  });

  it('says the page does not exist, links to the configured home path and titles the page (A§2)', async () => {
    configureForTest({ homePath: '/en/' });
    const el = mount('<mck-not-found></mck-not-found>');
    const link = await rendered(el);
    expect(el.shadowRoot!.querySelector('h1')?.textContent).toBe('Page not found');
    expect(el.shadowRoot!.querySelector('p')?.textContent).toBe('This page does not exist.');
    expect(link.textContent).toBe('Go to the Home page');
    expect(link.getAttribute('href')).toBe(new URL('/en/', location.href).href);
    await vi.waitFor(() => expect(document.title).toBe('404: NotFound'));
  });

  it('links to / when the configured home path goes to a foreign site', async () => {
    configureForTest({ homePath: 'https://elsewhere.example/' });
    const link = await rendered(mount('<mck-not-found></mck-not-found>'));
    expect(link.getAttribute('href')).toBe('/');
  });

  it('leaves the title alone when told to, and in editor mode', async () => {
    configureForTest({ editorMode: true });
    document.title = 'CMS page';
    await rendered(mount('<mck-not-found heading-level="2"></mck-not-found><mck-not-found set-title="false"></mck-not-found>'));
    await rendered(document.body.lastElementChild!);
    expect(document.body.firstElementChild!.shadowRoot!.querySelector('h2')?.textContent).toBe('Page not found');
    expect(document.title).toBe('CMS page');
  });
});
