import { expect } from 'chai';
import { cleanup, expectAttributeError, fixture, shadow, testConfig, waitFor } from '../../tests/support/browser.js';
import './signin.define.js';

// The redirect after sign-in goes through the core navigation check: a script URL or another
// site is refused up front, named on the console, instead of being followed with the tokens.
describe('mck-signin redirect-url', () => {
  beforeEach(() => testConfig());
  afterEach(cleanup);

  for (const hostile of ['javascript:window.__pwned=1', 'https://evil.example/', '//evil.example/x', 'data:text/html,hi']) {
    it(`refuses ${hostile}, naming tag and attribute`, async () => {
      const el = await expectAttributeError(`<mck-signin redirect-url="${hostile}"></mck-signin>`, 'mck-signin', 'redirect-url');
      expect(shadow(el).querySelector('form')).to.equal(null);
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
