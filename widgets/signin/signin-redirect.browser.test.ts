import { expect } from 'chai';
import { captureConsoleErrors, cleanup, fixture, shadow, testConfig, waitFor } from '../../tests/support/browser.js';
import './signin.define.js';

// The redirect after sign-in goes through the core navigation check: a script URL or another
// site is refused up front, named on the console, instead of being followed with the tokens.
const errorState = (el: Element) => waitFor(() => {
  const part = shadow(el).querySelector('[part=error]');
  if (!part) throw new Error('no error state yet');
  return part;
});

describe('mck-signin redirect-url', () => {
  beforeEach(() => testConfig());
  afterEach(cleanup);

  for (const hostile of ['javascript:window.__pwned=1', 'https://evil.example/', '//evil.example/x', 'data:text/html,hi']) {
    it(`refuses ${hostile}, naming tag and attribute`, async () => {
      let el!: HTMLElement;
      const errors = await captureConsoleErrors(async () => {
        el = fixture(`<mck-signin redirect-url="${hostile}"></mck-signin>`);
        await errorState(el);
      });
      expect(el.getAttribute('data-mck-error')).to.equal('attribute');
      expect(shadow(el).querySelector('form')).to.equal(null);
      expect(errors.some((line) => line.includes('[mck-signin]') && line.includes('attribute "redirect-url"'))).to.equal(true);
    });
  }

  it('accepts a path on this site', async () => {
    const el = fixture('<mck-signin redirect-url="/my-account/edit_profile"></mck-signin>');
    await waitFor(() => {
      if (!shadow(el).querySelector('form, .signed-in')) throw new Error('not rendered');
    });
    expect(el.hasAttribute('data-mck-error')).to.equal(false);
  });
});
