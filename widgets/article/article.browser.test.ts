import { expect } from 'chai';
import { premium, session, sessionPending } from '../../core/session/session.js';
import {
  captureConsoleErrors, cleanup, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import './article.define.js';
import { articleParts } from './article.api.js';

const ARTICLE = (attrs = '') => `<mck-article article-title="The state of AI" article-template="Article" article-type="Survey"
  access-status="registered users" updated-date="${new Date(Date.now() - 3.6 * 86_400_000).toISOString()}" ${attrs}>
  <div slot="share"><a href="#share">Share</a></div>
  <h1>The state of AI</h1><p>Body</p>
  <div slot="five-fifty"><p>Five-fifty story</p></div>
  <div slot="registration-wall"><a href="#register">Register to read on</a></div>
</mck-article>`;
const rendered = (el: Element) => waitFor(() => {
  const base = shadow(el).querySelector<HTMLElement>('[part=base]');
  if (!base) throw new Error('not rendered yet');
  return base;
});
const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
const withQuery = (query: string) => {
  const url = new URL(location.href);
  for (const [k, v] of new URLSearchParams(query)) url.searchParams.set(k, v);
  history.replaceState(null, '', url);
};
const originalUrl = location.href;
const originalTitle = document.title;

describe('mck-article', () => {
  widgetTestHooks('mck-article', articleParts, () => {
    history.replaceState(null, '', originalUrl);
    document.title = originalTitle;
    session.value = false;
    premium.value = false;
    sessionPending.value = false;
    delete window.pageData;
  });

  it('publishes the page data, the access-level and robots meta and the title', async () => {
    const el = fixture(ARTICLE('for-clients-only'));
    await rendered(el);
    await waitFor(() => expect(window.pageData?.ArticleTemplate).to.equal('Article'));
    expect(window.pageData).to.deep.include({
      ArticleType: 'Survey', AccessStatus: 'registered users', DaysSinceCMSPublication: 4,
      IsPageRestricted: true, LoginStatus: 'logged-out', Language: 'en',
    });
    expect(meta('access-level')).to.equal('exclusive');
    expect(meta('robots')).to.equal('index,follow');
    expect(document.title).to.equal('The state of AI | McKinsey & Company');
  });

  it('republishes LoginStatus when the reader signs in, and waits for the session check', async () => {
    sessionPending.value = true;
    const el = fixture(ARTICLE());
    await rendered(el);
    const published: string[] = [];
    el.addEventListener('mck-article-page-data', (e) => published.push(e.detail.LoginStatus));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); // effects of the first render ran
    expect(window.pageData).to.equal(undefined);
    sessionPending.value = false;
    await waitFor(() => expect(window.pageData?.LoginStatus).to.equal('logged-out'));
    session.value = true;
    await waitFor(() => expect(window.pageData?.LoginStatus).to.equal('logged-in'));
    expect(published).to.deep.equal(['logged-out', 'logged-in']);
  });

  it('says public and noindex for a hidden or aliased page; careers titles add the section', async () => {
    const el = fixture('<mck-article article-title="Students" careers-section="London office" aliased><p>x</p></mck-article>');
    await rendered(el);
    await waitFor(() => expect(meta('robots')).to.equal('noindex,nofollow'));
    expect(meta('access-level')).to.equal('public');
    expect(document.title).to.equal('Students | London office | McKinsey & Company');
  });

  it('shows the PDF view with ?generatepdf, without share tools', async () => {
    withQuery('generatepdf=true');
    const el = fixture(ARTICLE());
    const base = await rendered(el);
    expect(base.dataset.view).to.equal('pdf');
    expect(shadow(el).querySelector('[part=share]')).to.equal(null);
  });

  it('hides share tools in the mobile-app view only', async () => {
    const web = fixture(ARTICLE());
    await rendered(web);
    expect(shadow(web).querySelector('[part=share] slot[name=share]')).to.not.equal(null);
    cleanup();
    withQuery('view=app');
    const app = fixture(ARTICLE());
    await rendered(app);
    expect(shadow(app).querySelector('[part=share]')).to.equal(null);
  });

  it('switches to the five-fifty layout', async () => {
    const el = fixture(ARTICLE('five-fifty'));
    const base = await rendered(el);
    expect(base.dataset.view).to.equal('five-fifty');
    expect((el.querySelector('[slot=five-fifty]') as HTMLElement).getBoundingClientRect().height).to.be.greaterThan(0);
    expect(el.querySelector('h1')!.getBoundingClientRect().height).to.equal(0); // the article is not slotted
  });

  it('fires the registration-wall hook for signed-out, non-premium readers only', async () => {
    const walls: unknown[] = [];
    const onWall = (e: Event) => walls.push((e as CustomEvent).detail);
    window.addEventListener('mck:registration-wall', onWall);
    try {
      const el = fixture(ARTICLE('enable-reg-wall'));
      await rendered(el);
      await waitFor(() => expect(shadow(el).querySelector('[part=registration-wall]')).to.not.equal(null));
      expect(walls).to.deep.equal([{ articleTemplate: 'Article', accessStatus: 'registered users' }]);
      premium.value = true;
      await waitFor(() => expect(shadow(el).querySelector('[part=registration-wall]')).to.equal(null));
    } finally {
      window.removeEventListener('mck:registration-wall', onWall);
    }
  });

  it('shows the page facts in page-editing mode', async () => {
    testConfig({ editorMode: true });
    const el = fixture(ARTICLE('for-clients-only hidden-from-search'));
    await rendered(el);
    expect(shadow(el).querySelector('[part=editor-note]')?.textContent).to.equal('Article page: article view, access exclusive, robots noindex,nofollow.');
  });

  it('shows its error state for an updated date that is not a date, naming tag and attribute', async () => {
    let el!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      el = fixture('<mck-article updated-date="last tuesday"><p>x</p></mck-article>');
      await waitFor(() => { if (!shadow(el).querySelector('[part=error]')) throw new Error('no error state yet'); });
    });
    expect(errors.some((line) => line.includes('[mck-article]') && line.includes('attribute "updated-date"'))).to.equal(true);
  });

  it('is axe clean, also in Arabic', async () => {
    testConfig({ language: 'ar' });
    const el = fixture(ARTICLE('enable-reg-wall'));
    await rendered(el);
    await expectAxeClean(el);
  });
});
