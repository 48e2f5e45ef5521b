import { expect } from 'chai';
import { dictionary } from '../../core/text/i18n.js';
import {
  captureConsoleErrors, expectAttributeError, expectAxeClean, fixture, frameLoaded, present, shadow, testConfig, widgetTestHooks,
} from '../../tests/support/browser.js';
import { tabInto } from '../../tests/support/keys.js';
import './ceros.define.js';
import { cerosAttributes } from './ceros.api.js';
import { cerosParts } from './ceros.api.js';

declare global {
  interface Window { cerosHostile?: boolean }
}

const FIXTURES = `${location.origin}/widgets/ceros/fixtures/`;
const EXPERIENCE = `${FIXTURES}experience.html`;
/** The CMS service answers from fixtures/{answer}/oembed/ceros (a static file per answer). */
const cmsAnswering = (answer: 'ok' | 'hostile' | 'missing', overrides = {}) => {
  const config = testConfig(overrides);
  testConfig({ ...overrides, services: { ...config.services, cms: `${FIXTURES}${answer}` } });
};
const tag = (attrs = '') => `<mck-ceros url="${EXPERIENCE}" ${attrs}><a href="${EXPERIENCE}">The growth story</a></mck-ceros>`;
const frameOf = (el: Element) => present<HTMLIFrameElement>(el, 'iframe[part=frame]');

describe('mck-ceros', () => {
  widgetTestHooks('mck-ceros', cerosParts, () => {
    document.documentElement.removeAttribute('dir');
    dictionary.value = {};
    delete window.cerosHostile;
  });

  it("frames the oembed's experience in a box of its aspect ratio, titled, with a link to open it", async () => {
    cmsAnswering('ok');
    const el = fixture(tag());
    el.style.width = '600px';
    const frame = await frameOf(el);
    expect(frame.src).to.equal(EXPERIENCE);
    expect(frame.title).to.equal('The growth story');
    expect(frame.allow).to.equal('fullscreen');
    // 1000 × 500: a box half as high as it is wide.
    expect(shadow(el).querySelector<HTMLElement>('[part=box]')!.getBoundingClientRect().height).to.equal(300);
    const link = shadow(el).querySelector<HTMLAnchorElement>('a[part=link]')!;
    expect(link.href).to.equal(EXPERIENCE);
    expect(link.target).to.equal('_blank');
  });

  it("names the frame by the title attribute first, and keeps a fixed height when given", async () => {
    cmsAnswering('ok');
    const el = fixture(tag('title="Our growth, scene by scene" desktop-height="420"'));
    const frame = await frameOf(el);
    expect(frame.title).to.equal('Our growth, scene by scene');
    expect(shadow(el).querySelector<HTMLElement>('[part=box]')!.getBoundingClientRect().height).to.equal(420);
  });

  it('keeps only the titled iframe on the experience origin from hostile oembed html', async () => {
    cmsAnswering('hostile');
    const el = fixture(tag());
    const frame = await frameOf(el);
    expect(frame.title).to.equal('The genuine frame');
    expect(frame.src).to.equal(EXPERIENCE);
    expect(frame.getAttribute('onload')).to.equal(null);
    const rendered = shadow(el).querySelectorAll('iframe, script, img');
    expect(rendered.length).to.equal(1);
    await frameLoaded(frame);
    expect(window.cerosHostile).to.equal(undefined);
  });

  it('scales the experience to the box with scale-to-fit on desktop', async () => {
    cmsAnswering('ok');
    const el = fixture(tag('scale-to-fit'));
    el.style.width = '500px';
    const frame = await frameOf(el);
    // 500 ms after render (the constant is tested with fake timers in ceros.test.tsx).
    await present(el, 'iframe[data-scale="0.5"]', 3000);
    expect(frame.style.transform).to.equal('scale(0.5)');
    expect(frame.style.width).to.equal('1000px');
  });

  it('keeps the link and says so when the oembed call fails', async () => {
    cmsAnswering('missing');
    const el = fixture(tag());
    const notice = await present(el, '[part=notice]:not(.visually-hidden)');
    expect(notice.textContent).to.equal('The experience could not be loaded.');
    expect(shadow(el).querySelector('iframe')).to.equal(null);
    expect(shadow(el).querySelector('a[part=link]')).not.to.equal(null);
  });

  it('is reached by keyboard: the frame, then the link, with visible focus', async () => {
    cmsAnswering('ok');
    const el = fixture(tag());
    await frameOf(el);
    const link = await tabInto<HTMLAnchorElement>(el, 2);
    expect(link.getAttribute('part')).to.equal('link');
  });

  it('reads right to left in Arabic: the link at the right edge, the scaled frame anchored right', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    dictionary.value = { Ceros_OpenLink: 'فتح التجربة في علامة تبويب جديدة' };
    cmsAnswering('ok');
    const el = fixture(tag('scale-to-fit'));
    el.style.width = '500px';
    await present(el, 'iframe[data-scale="0.5"]', 3000);
    const link = shadow(el).querySelector<HTMLAnchorElement>('a[part=link]')!;
    expect(link.textContent).to.equal('فتح التجربة في علامة تبويب جديدة');
    expect(Math.round(link.getBoundingClientRect().right)).to.equal(Math.round(el.getBoundingClientRect().right));
    const frame = shadow(el).querySelector('iframe')!;
    expect(Math.round(frame.getBoundingClientRect().right)).to.equal(Math.round(el.getBoundingClientRect().right));
  });

  it('is axe clean ready and failed', async () => {
    cmsAnswering('ok');
    const ready = fixture(tag());
    await frameOf(ready);
    await expectAxeClean(ready);
    cmsAnswering('missing');
    const failed = fixture(tag());
    await present(failed, '[part=notice]:not(.visually-hidden)');
    await expectAxeClean(failed);
  });

  it('shows its error state for a missing or non-http(s) url and a malformed number, naming tag and attribute', async () => {
    await expectAttributeError('<mck-ceros></mck-ceros>', 'mck-ceros', 'url');
    await expectAttributeError('<mck-ceros url="javascript:alert(1)"></mck-ceros>', 'mck-ceros', 'url');
    await expectAttributeError(`<mck-ceros url="${EXPERIENCE}" mobile-url="data:text/html,x"></mck-ceros>`, 'mck-ceros', 'mobile-url');
    await expectAttributeError(`<mck-ceros url="${EXPERIENCE}" desktop-padding="-5"></mck-ceros>`, 'mck-ceros', 'desktop-padding');
  });

  it("links no experience on an origin the page config does not allow, like every URL the reader follows", async () => {
    cmsAnswering('ok');
    await expectAttributeError('<mck-ceros url="https://view.ceros.example/phishing"><a href="#x">Story</a></mck-ceros>', 'mck-ceros', 'url');
    await expectAttributeError(`<mck-ceros url="${EXPERIENCE}" mobile-url="https://view.ceros.example/m"></mck-ceros>`, 'mck-ceros', 'mobile-url');
    // Listed in navigationOrigins, the same origin is linked and framed.
    cmsAnswering('ok', { navigationOrigins: ['https://view.ceros.example'] });
    expect(cerosAttributes.url.parse('https://view.ceros.example/story')).to.equal('https://view.ceros.example/story');
  });

  it('leaves the console clean for a working experience', async () => {
    cmsAnswering('ok');
    const errors = await captureConsoleErrors(async () => { await frameOf(fixture(tag())); });
    expect(errors).to.deep.equal([]);
  });
});
