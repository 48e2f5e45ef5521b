import { expect } from 'chai';
import { session } from '../../core/session/session.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './blog-promo.define.js';
import { blogPromoParts } from './blog-promo.api.js';

const PROMO = `<mck-blog-promo heading="Get The Daily Read" description="&lt;p&gt;Every weekday.&lt;img src=x alt=onerror=&quot;window.__hacked=1&quot;&gt;quot;onerror=&quot;window.__hacked=1&quot;&gt;quot; onerror=onerror=&quot;window.__hacked=1&quot;&gt;quot;window.__hacked=1onerror=&quot;window.__hacked=1&quot;&gt;quot;onerror=&quot;window.__hacked=1&quot;&gt;gt;&lt;/p&gt;"
  cta='[{"text":"Subscribe","url":"/subscribe"},{"text":"All blogs","url":"/blogs"}]'>
  <form slot="form"><label>Email <input type="email" name="email"></label></form>
</mck-blog-promo>`;

describe('mck-blog-promo', () => {
  widgetTestHooks('mck-blog-promo', blogPromoParts);
  afterEach(() => { session.value = false; });

  it('shows title, sanitised description, the form and the links, reached by keyboard with visible focus', async () => {
    const el = fixture(PROMO);
    const heading = await present(shadow(el), '[part=heading]');
    expect(heading.textContent).to.equal('Get The Daily Read');
    expect(getComputedStyle(shadow(el).querySelector('[part=base]')!).backgroundColor).to.equal('rgb(5, 28, 44)');
    expect(shadow(el).querySelector('[part=description] img')?.hasAttribute('onerror')).to.equal(false);
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
    // Tab: the first call to action, its focus visible, then the next; the form comes after them.
    const first = await tabInto(el);
    expect(first.textContent).to.equal('Subscribe');
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement?.textContent).to.equal('All blogs');
    await expectAxeClean(el);
  });

  it('drops the form when the reader has a session', async () => {
    session.value = true;
    const el = fixture(PROMO);
    await present(shadow(el), '[part=links]');
    expect(shadow(el).querySelector('[part=form]')).to.equal(null);
    expect(el.querySelector('form')!.getBoundingClientRect().height).to.equal(0);
    await expectAxeClean(el);
  });

  it('shows the one-click child instead of the links', async () => {
    const el = fixture(`<mck-blog-promo heading="Get the blog" enable-one-click cta='[{"text":"Subscribe","url":"/subscribe"}]'>
      <a slot="one-click" href="/one-click">One-click subscribe</a></mck-blog-promo>`);
    await present(shadow(el), '[part=one-click]');
    expect(shadow(el).querySelector('[part=links]')).to.equal(null);
    expect(el.querySelector('a')!.getBoundingClientRect().height).to.be.greaterThan(0);
    await expectAxeClean(el);
  });

  it('is hidden with hide-promo-bar or without a title; editors see a placeholder for the title', async () => {
    const hidden = fixture('<mck-blog-promo heading="Get the blog" hide-promo-bar></mck-blog-promo>');
    const untitled = fixture('<mck-blog-promo></mck-blog-promo>');
    await waitFor(() => hidden.hasAttribute('data-mck-hydrated') && untitled.hasAttribute('data-mck-hydrated'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow(hidden).querySelector('[part=base]')).to.equal(null);
    expect(shadow(untitled).querySelector('[part=base]')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-blog-promo></mck-blog-promo>');
    expect((await present(shadow(editing), '[part=placeholder]')).textContent).to.contain('Title');
  });

  it('mirrors in Arabic (it has no motion, so nothing to reduce)', async () => {
    testConfig({ language: 'ar' });
    document.documentElement.dir = 'rtl';
    try {
      const el = fixture('<mck-blog-promo heading="اشترك" align="left" cta=\'[{"text":"اشترك","url":"/subscribe"}]\'></mck-blog-promo>');
      const base = await present(shadow(el), '[part=base]');
      expect(getComputedStyle(base).direction).to.equal('rtl');
      expect(getComputedStyle(base).textAlign).to.equal('start');
      await expectAxeClean(el);
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('shows its error state for malformed attributes, naming tag and attribute', async () => {
    await expectAttributeError('<mck-blog-promo heading="x" heading-scale="h9"></mck-blog-promo>', 'mck-blog-promo', 'heading-scale');
    await expectAttributeError('<mck-blog-promo heading="x" cta=\'[{"text":"x","url":"javascript:alert(1)"}]\'></mck-blog-promo>', 'mck-blog-promo', 'cta');
    await expectAttributeError('<mck-blog-promo heading="x" align="middle"></mck-blog-promo>', 'mck-blog-promo', 'align');
  });
});
