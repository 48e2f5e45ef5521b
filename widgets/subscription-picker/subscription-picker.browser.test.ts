import { expect } from 'chai';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './subscription-picker.define.js';
import { subscriptionPickerParts } from './subscription-picker.api.js';

const realFetch = window.fetch;

describe('mck-subscription-picker', () => {
  widgetTestHooks('mck-subscription-picker', subscriptionPickerParts, () => {
    window.fetch = realFetch;
    document.documentElement.removeAttribute('dir');
    void emulateMedia({ reducedMotion: 'no-preference' });
  });
  beforeEach(() => {
    window.fetch = (async () => testCatalogueAnswer()) as typeof fetch;
  });

  it('works by keyboard with visible focus: Space on select-all chooses the group and tells the form', async () => {
    const el = fixture('<mck-subscription-picker></mck-subscription-picker>');
    await present(el, '[part=option]');
    const changes: unknown[] = [];
    el.addEventListener('mck-subscription-picker-change', (e) => changes.push(e.detail));
    const first = await tabInto<HTMLInputElement>(el);
    expect(first.closest('[part=select-all]')).to.not.equal(null);
    await sendKeys({ press: 'Space' });
    await waitFor(() => {
      if (!changes.length) throw new Error('no change yet');
    });
    expect(changes).to.deep.equal([{ category: 'newsLetters', codes: ['NEWSLETTER_THE_QUARTERLY', 'NEWSLETTER_GLOBAL_INSTITUTE'] }]);
  });

  it('is axe clean for each category, right to left and with reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    document.documentElement.dir = 'rtl';
    for (const category of ['newsLetters', 'alerts', 'guides']) {
      const el = fixture(`<mck-subscription-picker category="${category}" selected='["ALERT_TECHNOLOGY"]'></mck-subscription-picker>`);
      await present(el, '[part=option]');
      await expectAxeClean(el);
      expect(getComputedStyle(shadow(el).querySelector('[part=base]')!).direction).to.equal('rtl');
    }
  });

  it('shows its error state for a malformed category, naming tag and attribute', async () => {
    await expectAttributeError('<mck-subscription-picker category="podcasts"></mck-subscription-picker>', 'mck-subscription-picker', 'category');
  });
});
