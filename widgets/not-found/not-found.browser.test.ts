import { expect } from 'chai';
import { setConfig } from '../../core/page/config.js';
import {
  captureConsoleErrors, cleanup, expectAxeClean, expectDeclaredParts, fixture, shadow, testConfig, waitFor,
} from '../../tests/support/browser.js';
import { tabInto } from '../../tests/support/keys.js';
import './not-found.define.js';
import { notFoundParts } from './not-found.api.js';

const rendered = (el: Element) => waitFor(() => {
  const link = shadow(el).querySelector<HTMLAnchorElement>('a[part=home-link]');
  if (!link) throw new Error('not rendered yet');
  return link;
});

describe('mck-not-found', () => {
  beforeEach(() => testConfig({ homePath: '/home/' }));
  afterEach(() => {
    try {
      expectDeclaredParts('mck-not-found', notFoundParts);
    } finally {
      cleanup();
      setConfig(null);
      document.documentElement.removeAttribute('dir');
    }
  });

  it('shows the 404 texts and reaches the home link by keyboard', async () => {
    const el = fixture('<mck-not-found set-title="false"></mck-not-found>');
    const link = await rendered(el);
    expect(shadow(el).querySelector('h1')!.textContent).to.equal('Page not found');
    expect(link.href).to.equal(`${location.origin}/home/`);
    expect(await tabInto(el)).to.equal(link);
  });

  it('is axe clean, also right to left', async () => {
    const el = fixture('<mck-not-found set-title="false"></mck-not-found>');
    await rendered(el);
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await expectAxeClean(el);
    expect(getComputedStyle(shadow(el).querySelector('.not-found')!).direction).to.equal('rtl');
  });

  it('shows its error state for a malformed heading-level, naming tag and attribute', async () => {
    let el!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      el = fixture('<mck-not-found heading-level="9"></mck-not-found>');
      await waitFor(() => {
        if (!shadow(el).querySelector('[part=error]')) throw new Error('no error state');
      });
    });
    expect(errors.some((line) => line.includes('[mck-not-found] attribute "heading-level"'))).to.equal(true);
    await expectAxeClean(el);
  });
});
