import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import './toc.define.js';
import { slugOf } from './toc.headings.js';

const links = (el: Element) => vi.waitFor(() => {
  const found = [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a[part=link]') ?? [])];
  if (!found.length) throw new Error('not rendered yet');
  return found;
});

describe('heading ids', () => {
  it('are readable words of any script', () => {
    expect(slugOf('  Risks & what to watch: 2026 ')).toBe('risks-what-to-watch-2026');
    expect(slugOf('Größe des Marktes')).toBe('größe-des-marktes');
    expect(slugOf('市場の見通し')).toBe('市場の見通し');
    expect(slugOf('!!!')).toBe('section');
  });
});

describe('<mck-toc>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('links to the headings of its article, giving the ones without an id a stable unique one', async () => {
    configureForTest();
    document.body.innerHTML = '<p id="toc-outlook">taken</p><article><mck-toc><p>Contents</p></mck-toc>'
      + '<h2 id="intro">Intro</h2><h2>Outlook</h2><h3>Not listed</h3><h2>Outlook</h2><h2> </h2></article>';
    const found = await links(document.querySelector('mck-toc')!);
    expect(found.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Intro', '#intro'], ['Outlook', '#toc-outlook-2'], ['Outlook', '#toc-outlook-3'],
    ]);
    expect([...document.querySelectorAll('article h2')].map((h) => h.id)).toEqual(['intro', 'toc-outlook-2', 'toc-outlook-3', '']);
  });

  it('lists the headings its selector names inside its scope, indenting the deeper ones', async () => {
    configureForTest();
    document.body.innerHTML = '<mck-toc headings="h3, h4" scope="#report" label="In this report"></mck-toc>'
      + '<h3>Outside</h3><section id="report"><h3>Method</h3><h4>Sample</h4></section>';
    const el = document.querySelector('mck-toc')!;
    const found = await links(el);
    expect(found.map((a) => [a.textContent, a.parentElement!.className])).toEqual([['Method', ''], ['Sample', 'sub']]);
    expect(el.shadowRoot!.querySelector('[part=title]')!.textContent).toBe('In this report');
  });

  it('renders nothing without headings, and a placeholder in editor mode', async () => {
    configureForTest();
    document.body.innerHTML = '<article><mck-toc></mck-toc><p>No headings</p></article>';
    const el = document.querySelector('mck-toc')!;
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[data-mck-fallback]')).toBeNull());
    expect(el.shadowRoot!.querySelector('nav')).toBeNull();
    configureForTest({ editorMode: true });
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part=placeholder]')?.textContent).toContain('Headings'));
  });
});
