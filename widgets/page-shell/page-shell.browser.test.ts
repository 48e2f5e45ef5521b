import { expect } from 'chai';
import { LIVE_REGION_ATTR } from '../../core/page/announce.js';
import { sessionPending } from '../../core/session/session.js';
import {
  captureConsoleErrors, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import './page-shell.define.js';
import { pageShellParts } from './page-shell.api.js';

const page = (attrs = '') => `<mck-page-shell ${attrs}>
  <header slot="header"><a href="#home">The Firm</a></header>
  <h1>Article title</h1><p>Body text with <a href="#in-body">a link</a>.</p>
  <nav slot="subscription-bar" aria-label="Subscribe"><a href="#subscribe">Subscribe to insights</a></nav>
  <nav slot="footer-global" aria-label="Global footer"><a href="#g">Global footer</a></nav>
  <nav slot="footer-careers" aria-label="Careers footer"><a href="#c">Careers footer</a></nav>
</mck-page-shell>`;

const rendered = (el: Element) => waitFor(() => {
  const link = shadow(el).querySelector<HTMLAnchorElement>('[part=skip-link]');
  if (!link) throw new Error('not rendered yet');
  return link;
});
const visible = (el: Element | null | undefined) => !!el && (el as HTMLElement).getBoundingClientRect().height > 0
  && getComputedStyle(el).visibility !== 'hidden';

describe('mck-page-shell', () => {
  widgetTestHooks('mck-page-shell', pageShellParts, () => {
    sessionPending.value = false;
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  });

  it('is the first tab stop: the skip link shows when focused and Enter moves focus into the main landmark', async () => {
    const el = fixture(page());
    const link = await rendered(el);
    expect(link.textContent).to.equal('Skip to main content');
    const main = shadow(el).querySelector('main')!;
    expect(main.querySelector('slot:not([name])')).to.not.equal(null);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(link);
    expect(link.getBoundingClientRect().top).to.be.at.least(0); // on screen while focused
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(shadow(el).activeElement).to.equal(main));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.getAttribute('href')).to.equal('#in-body'); // the content comes next
  });

  it('adds no second main when the CMS printed one around it; the skip link goes there', async () => {
    const outer = fixture(`<main id="content"><mck-page-shell><p>Inside the CMS main</p></mck-page-shell></main>`);
    const el = outer.querySelector('mck-page-shell')!;
    const link = await rendered(el);
    expect(shadow(el).querySelector('main, footer')).to.equal(null);
    expect(link.getAttribute('href')).to.equal('#content');
    link.click();
    expect(document.activeElement).to.equal(outer);
    await expectAxeClean(outer);
  });

  it('shows the chosen footer variant only', async () => {
    const el = fixture(page('footer="careers"'));
    await rendered(el);
    await waitFor(() => expect(visible(el.querySelector('[slot=footer-careers]'))).to.equal(true));
    expect(visible(el.querySelector('[slot=footer-global]'))).to.equal(false);
    el.setAttribute('footer', 'global');
    await waitFor(() => expect(visible(el.querySelector('[slot=footer-global]'))).to.equal(true));
    expect(visible(el.querySelector('[slot=footer-careers]'))).to.equal(false);
  });

  it('shows the sticky subscription bar on our-insights pages unless the field hides it', async () => {
    const el = fixture(page('page-type="our-insights"'));
    await rendered(el);
    await waitFor(() => expect(visible(el.querySelector('[slot=subscription-bar]'))).to.equal(true));
    el.setAttribute('hide-sticky-subscription-bar', '');
    await waitFor(() => expect(shadow(el).querySelector('[part=subscription-bar]')).to.equal(null));
    const article = fixture(page('page-type="article"'));
    await rendered(article);
    expect(shadow(article).querySelector('[part=subscription-bar]')).to.equal(null);
  });

  it('hides the content while the session is validating and shows it when the check ends, failed or not', async () => {
    sessionPending.value = true;
    const el = fixture(page());
    await rendered(el);
    const main = shadow(el).querySelector('main')!;
    expect(getComputedStyle(main).visibility).to.equal('hidden');
    expect(main.getAttribute('aria-busy')).to.equal('true');
    expect(visible(el.querySelector('h1'))).to.equal(false);
    sessionPending.value = false; // session.ts clears it in a finally, whatever the outcome
    await waitFor(() => expect(visible(el.querySelector('h1'))).to.equal(true));
    expect(main.hasAttribute('aria-busy')).to.equal(false);
  });

  it('creates the page live regions at start-up', async () => {
    document.querySelectorAll(`[${LIVE_REGION_ATTR}]`).forEach((r) => r.remove());
    const el = fixture(page());
    await rendered(el);
    await waitFor(() => expect(document.querySelectorAll(`[${LIVE_REGION_ATTR}]`).length).to.equal(2));
    expect(document.querySelector(`[${LIVE_REGION_ATTR}=polite]`)!.getAttribute('aria-live')).to.equal('polite');
  });

  it('sets the document language, right to left for Arabic', async () => {
    testConfig({ language: 'ar' });
    const el = fixture(page());
    await rendered(el);
    await waitFor(() => expect(document.documentElement.dir).to.equal('rtl'));
    expect(document.documentElement.lang).to.equal('ar');
    await expectAxeClean(el);
  });

  it('in page-editing mode: no subscription bar, a placeholder for an empty footer', async () => {
    testConfig({ editorMode: true });
    const el = fixture('<mck-page-shell page-type="our-insights" footer="alumni"><p>Content</p></mck-page-shell>');
    await rendered(el);
    expect(shadow(el).querySelector('[part=subscription-bar]')).to.equal(null);
    await waitFor(() => expect(shadow(el).querySelector('[part=footer] [part=placeholder]')?.textContent).to.contain('Footer'));
  });

  it('shows its error state for an unknown footer variant, naming tag and attribute', async () => {
    let el!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      el = fixture('<mck-page-shell footer="intranet"><p>Content</p></mck-page-shell>');
      await waitFor(() => { if (!shadow(el).querySelector('[part=error]')) throw new Error('no error state yet'); });
    });
    expect(el.getAttribute('data-mck-error')).to.equal('attribute');
    expect(errors.some((line) => line.includes('[mck-page-shell]') && line.includes('attribute "footer"') && line.includes('intranet'))).to.equal(true);
  });

  it('is axe clean with header, subscription bar and footer', async () => {
    const el = fixture(page('page-type="featured-insights"'));
    await rendered(el);
    await expectAxeClean(el);
  });
});
