import { expect } from 'chai';
import { session, user } from '../../core/session/session.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { testReader } from '../../tests/support/users.js';
import './save-article.define.js';
import { saveArticleParts } from './save-article.api.js';

const realFetch = window.fetch;
let calls: string[];

describe('mck-save-article', () => {
  widgetTestHooks('mck-save-article', saveArticleParts, () => {
    window.fetch = realFetch;
    session.value = false;
    user.value = null;
    localStorage.clear();
  });
  beforeEach(() => {
    calls = [];
    user.value = testReader();
    session.value = true;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/test-services/user/')) return realFetch(input, init);
      calls.push(`${request.method} ${url.pathname.replace('/test-services/user', '')}`);
      if (url.pathname.includes('/ratings/')) {
        const { rating } = await request.json() as { rating: string };
        return Response.json({ data: { userRatings: { a1_en: rating } } });
      }
      return Response.json({ data: { articles: request.method === 'POST' ? [{ id: 'a1', language: 'en' }] : [] } });
    }) as typeof fetch;
  });

  it('toggles save with the keyboard (Enter, Space) with visible focus, and is axe clean both ways', async () => {
    const el = fixture('<mck-save-article article-id="a1"></mck-save-article>');
    const save = await present<HTMLButtonElement>(shadow(el), '[part=save]');
    await expectAxeClean(el);
    expect(await tabInto(el)).to.equal(save);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => { if (save.getAttribute('aria-pressed') !== 'true') throw new Error('not saved yet'); });
    await expectAxeClean(el);
    await sendKeys({ press: ' ' });
    await waitFor(() => { if (save.getAttribute('aria-pressed') !== 'false') throw new Error('not unsaved yet'); });
    expect(calls).to.deep.equal(['POST /v2/users/u-reader/articles', 'DELETE /v2/users/u-reader/articles/a1/en']);
  });

  it('rates with the arrow keys of the star radio group, with visible focus', async () => {
    const el = fixture('<mck-save-article article-id="a1"></mck-save-article>');
    await present(shadow(el), '[part=rating]');
    const first = await tabInto<HTMLInputElement>(el, 2);
    expect(first.value).to.equal('1');
    const outline = getComputedStyle(first.closest('label')!).outlineStyle;
    expect(outline).to.not.equal('none');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => { if (calls.at(-1) !== 'PUT /v2/users/u-reader/ratings/a1/en') throw new Error('not rated yet'); });
    await waitFor(() => { if (shadow(el).querySelectorAll('.star.on').length !== 3) throw new Error('stars not shown yet'); });
    await expectAxeClean(el);
  });

  it('puts the stars after the button from the right in Arabic, and changes colour without a transition under reduced motion', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const el = fixture('<mck-save-article article-id="a1" style="width: 40rem"></mck-save-article>');
      const save = await present(shadow(el), '[part=save]');
      const rating = shadow(el).querySelector('[part=rating]')!;
      expect(save.getBoundingClientRect().left).to.be.greaterThan(rating.getBoundingClientRect().left);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
    const { emulateMedia } = await import('../../tests/support/emulate-media.js');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = fixture('<mck-save-article article-id="a1"></mck-save-article>');
      const save = await present(shadow(el), '[part=save]');
      expect(getComputedStyle(save).transitionDuration).to.equal('0s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('shows its error state without an article id, naming tag and attribute', async () => {
    await expectAttributeError('<mck-save-article></mck-save-article>', 'mck-save-article', 'article-id');
  });
});
