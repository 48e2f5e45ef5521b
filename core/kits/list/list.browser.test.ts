import { expect } from 'chai';
import { createElement as h } from 'react';
import { text } from '../../host/attributes.js';
import { defineWidget, registerWidget, type WidgetProps } from '../../host/define-widget.js';
import { LIVE_REGION_ATTR } from '../../page/announce.js';
import { HttpError } from '../../session/http.js';
import { cleanup, expectAxeClean, fixture, present, shadow, testConfig, waitFor } from '../../../tests/support/browser.js';
import { ListCount, LoadMore, ScrollSentinel, useList, type Page, type PageRequest } from './index.js';

/** A service double: 40 articles; offsets listed in `failAt` fail once. */
const service = { calls: [] as number[], failAt: new Set<number>() };
async function fetchArticles(_query: string, page: PageRequest): Promise<Page<string>> {
  service.calls.push(page.offset);
  if (service.failAt.delete(page.offset)) throw new HttpError({ status: 500, message: 'down' });
  const items = Array.from({ length: Math.min(page.limit, 40 - page.offset) }, (_, i) => `Article ${page.offset + i + 1}`);
  return { items, total: 40 };
}

const attributes = { mode: text('button') };
function Probe({ mode }: WidgetProps<typeof attributes>) {
  const { items, list } = useList(fetchArticles, 'all', { paging: { kind: 'offset', pageSize: mode === 'scroll' ? 20 : 18 } });
  return h('section', null,
    h('ul', null, items.map((item) => h('li', { key: item, style: { height: '40px' } }, item))),
    h(ListCount, { list }),
    mode === 'scroll' ? h(ScrollSentinel, { list, rootMargin: '0px' }) : h(LoadMore, { list }));
}
registerWidget(class extends defineWidget({ tag: 'mck-test-list', component: Probe, attributes }) {});

const countOf = (el: Element) => shadow(el).querySelectorAll('li').length;

describe('list kit in a widget', () => {
  beforeEach(() => {
    testConfig();
    service.calls = [];
    service.failAt.clear();
  });
  afterEach(cleanup);

  it('loads more on the button; the count shows and is announced in the page\'s polite live region', async () => {
    const el = fixture('<mck-test-list></mck-test-list>');
    const count = await present(el, '[part=count]');
    const spoken = () => document.querySelector(`[${LIVE_REGION_ATTR}=polite]`)?.textContent;
    await waitFor(() => expect(count.textContent).to.equal('Showing 18 of 40'));
    await waitFor(() => expect(spoken()).to.equal('Showing 18 of 40'));
    (await present<HTMLButtonElement>(el, '[part=load-more]')).click();
    await waitFor(() => expect(spoken()).to.equal('Showing 36 of 40'));
    shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!.click();
    await waitFor(() => expect(countOf(el)).to.equal(40));
    expect(count.textContent).to.equal('Showing 40 of 40');
    await waitFor(() => expect(spoken()).to.equal('Showing 40 of 40'));
    expect(shadow(el).querySelector('[part=load-more]')).to.equal(null);
    expect(service.calls).to.deep.equal([0, 18, 36]);
  });

  it('a failed page says so under the button, keeps the items, and the button tries again', async () => {
    service.failAt.add(18);
    const el = fixture('<mck-test-list></mck-test-list>');
    (await present<HTMLButtonElement>(el, '[part=load-more]')).click();
    const error = await present(el, '[part=load-more-error]');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.equal('Something went wrong. Please try again.');
    expect(countOf(el)).to.equal(18);
    shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!.click();
    await waitFor(() => expect(countOf(el)).to.equal(36));
    expect(shadow(el).querySelector('[part=load-more-error]')).to.equal(null);
  });

  it('infinite scroll: the sentinel loads the next page as it comes into view', async () => {
    const el = fixture('<mck-test-list mode="scroll"></mck-test-list>');
    await waitFor(() => expect(countOf(el)).to.equal(20));
    expect(service.calls).to.deep.equal([0]);
    (await present(el, '.mck-scroll-sentinel')).scrollIntoView();
    await waitFor(() => expect(countOf(el)).to.equal(40));
    expect(service.calls).to.deep.equal([0, 20]);
  });

  it('is axe clean', async () => {
    const el = fixture('<mck-test-list></mck-test-list>');
    await present(el, '[part=load-more]');
    await expectAxeClean(el);
  });
});
