import { expect } from 'chai';
import { session, user } from '../../core/session/session.js';
import { t } from '../../core/text/i18n.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import { testReader as reader } from '../../tests/support/users.js';
import { savedPage } from './saved-articles.fixtures.js';
import './saved-articles.define.js';
import { savedArticlesParts } from './saved-articles.api.js';

const realFetch = window.fetch;
/** The reader's saved articles on the stand-in service; DELETE removes from it unless `failDelete`. */
let stored: number;
let deleted: string[];
let failDelete: number | null;

const items = (el: Element, count: number) => waitFor(() => {
  const found = [...shadow(el).querySelectorAll<HTMLElement>('[part=item]')];
  if (found.length !== count) throw new Error(`${found.length} items, waiting for ${count}`);
  return found;
});
const titles = (el: Element) => [...shadow(el).querySelectorAll('[part=link]')].map((a) => a.textContent);

describe('mck-saved-articles', () => {
  widgetTestHooks('mck-saved-articles', savedArticlesParts, () => {
    window.fetch = realFetch;
    session.value = false;
    user.value = null;
  });
  beforeEach(() => {
    stored = 12;
    deleted = [];
    failDelete = null;
    user.value = reader();
    session.value = true;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/test-services/user/')) return realFetch(input, init);
      if (request.method === 'DELETE') {
        if (failDelete) return Response.json({ message: 'No.' }, { status: failDelete });
        deleted.push(url.pathname);
        stored -= 1;
        return Response.json({ data: { articles: [] } });
      }
      return savedPage(Number(url.searchParams.get('currentOffset')), stored);
    }) as typeof fetch;
  });

  it('lists 9 with the count, loads the rest by keyboard, and is axe clean', async () => {
    const el = fixture('<mck-saved-articles></mck-saved-articles>');
    await items(el, 9);
    expect(shadow(el).querySelector('[part=count]')?.textContent).to.equal('Showing 9 of 12');
    await expectAxeClean(el);
    shadow(el).querySelectorAll<HTMLElement>('[part=unsave]')[8]!.focus();
    await sendKeys({ press: 'Tab' });
    const more = shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!;
    expect(shadow(el).activeElement).to.equal(more);
    expect(getComputedStyle(more).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'Enter' });
    await items(el, 12);
    expect(shadow(el).querySelector('[part=load-more]')).to.equal(null);
  });

  it('unsaves through the confirmation dialog by keyboard: Esc keeps the article, Remove takes it out and the count drops', async () => {
    const el = fixture('<mck-saved-articles></mck-saved-articles>');
    await items(el, 9);
    const removed: unknown[] = [];
    el.addEventListener('mck-saved-articles-unsave', (event) => removed.push(event.detail));
    const unsave = shadow(el).querySelector<HTMLButtonElement>('[part=unsave]')!;
    expect(unsave.getAttribute('aria-label')).to.equal('Unsave “Article 1”');
    unsave.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await present<HTMLDialogElement>(shadow(el), 'dialog[open]');
    expect(dialog.textContent).to.contain('“Article 1” will be removed');
    await expectAxeClean(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => { if (dialog.open) throw new Error('still open'); });
    expect(deleted).to.deep.equal([]);
    expect(shadow(el).activeElement).to.equal(unsave);

    await sendKeys({ press: 'Enter' });
    await present(shadow(el), 'dialog[open]');
    const confirm = shadow(el).querySelector<HTMLButtonElement>('[part=confirm]')!;
    confirm.focus();
    await sendKeys({ press: 'Enter' });
    await items(el, 8);
    expect(deleted).to.deep.equal(['/test-services/user/v2/users/u-reader/articles/a1/en']);
    expect(removed).to.deep.equal([{ articleId: 'a1', language: 'en' }]);
    expect(titles(el)[0]).to.equal('Article 2');
    expect(shadow(el).querySelector('[part=count]')?.textContent).to.equal('Showing 8 of 11');
  });

  it('says a failed unsave in a tooltip on its button, closed by Esc, and keeps the article', async () => {
    failDelete = 500;
    const el = fixture('<mck-saved-articles></mck-saved-articles>');
    await items(el, 9);
    const unsave = shadow(el).querySelector<HTMLButtonElement>('[part=unsave]')!;
    unsave.click();
    (await present<HTMLButtonElement>(shadow(el), '[part=confirm]')).click();
    const tooltip = await present(shadow(el), '[part=unsave-error]');
    expect(tooltip.getAttribute('role')).to.equal('tooltip');
    expect(tooltip.textContent).to.equal(t('Common_GenericError'));
    expect(unsave.getAttribute('aria-describedby')).to.equal(tooltip.id);
    await expectAxeClean(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => { if (shadow(el).querySelector('[part=unsave-error]')) throw new Error('tooltip still shown'); });
    expect(shadow(el).querySelectorAll('[part=item]')).to.have.length(9);
  });

  it('says when nothing is saved, and shows the generic error when the list cannot load', async () => {
    stored = 0;
    const empty = fixture('<mck-saved-articles heading="My articles" heading-level="3"></mck-saved-articles>');
    expect((await present(shadow(empty), '[part=empty]')).textContent).to.equal('You have not saved any articles yet.');
    expect(shadow(empty).querySelector('h3')?.textContent).to.equal('My articles');
    await expectAxeClean(empty);
    window.fetch = (async () => Response.json({ message: 'Down.' }, { status: 503 })) as typeof fetch;
    const failed = fixture('<mck-saved-articles></mck-saved-articles>');
    expect((await present(shadow(failed), '[part=error]')).textContent).to.equal(t('Common_GenericError'));
  });

  it('lays each article out right to left in Arabic: the unsave button on the left', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const el = fixture('<mck-saved-articles style="width: 50rem"></mck-saved-articles>');
      const [first] = await items(el, 9);
      const title = first!.querySelector('[part=title]')!.getBoundingClientRect();
      const unsave = first!.querySelector('[part=unsave]')!.getBoundingClientRect();
      expect(unsave.left).to.be.lessThan(title.left);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-saved-articles heading-level="7"></mck-saved-articles>', 'mck-saved-articles', 'heading-level');
  });
});
