import { expect } from 'chai';
import { dictionary } from '../../core/text/i18n.js';
import {
  expectAttributeError, expectAxeClean, fixture, frameLoaded, present, shadow, testConfig, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import './flourish.define.js';
import { flourishParts } from './flourish.api.js';

/** The test server's Flourish double (web-test-runner.config.mjs): an embed with one control. */
const HOST = `${location.origin}/test-services/flourish/`;
const tag = (attrs = '') =>
  `<mck-flourish visualisation-id="1001" embed-base="${HOST}" style="--mck-flourish-height: 200px" ${attrs}><a href="${HOST}visualisation/1001/embed">Open the visualisation</a></mck-flourish>`;
const frameOf = (el: Element) => present<HTMLIFrameElement>(el, 'iframe[part=frame]');

describe('mck-flourish', () => {
  widgetTestHooks('mck-flourish', flourishParts, () => {
    document.documentElement.removeAttribute('dir');
    dictionary.value = {};
  });

  it('frames the visualisation with its title as accessible name, in the box --mck-flourish-height gives it', async () => {
    const el = fixture(tag('title="Revenue by year"'));
    const frame = await frameOf(el);
    expect(frame.src).to.equal(`${HOST}visualisation/1001/embed`);
    expect(frame.title).to.equal('Revenue by year');
    expect(frame.getBoundingClientRect().height).to.equal(200);
    // The frame, the 0.5rem gap and the link's 1.5rem line: the box the CMS fallback reserves.
    expect(el.getBoundingClientRect().height).to.equal(200 + 32);
  });

  it("keeps a visualisation served from the page's origin out of the page: the frame runs in an origin of its own", async () => {
    const el = fixture(tag());
    const frame = await frameOf(el);
    await frameLoaded(frame);
    // A frame sharing the page's origin while running scripts could take its own sandbox off.
    expect(frame.contentDocument).to.equal(null);
    expect(() => frame.contentWindow!.document).to.throw();
  });

  it('is reached by keyboard: the link that opens it, with visible focus, and the frame before it', async () => {
    const el = fixture(tag());
    const frame = await frameOf(el);
    await frameLoaded(frame);
    // Into the widget from the control after it: tabbing forwards would pass through the frame,
    // which runs in a process of its own, so the page learns where focus went only a moment later.
    const after = document.createElement('button');
    after.textContent = 'After the visualisation';
    el.closest('.fixture')!.append(after);
    after.focus();
    await sendKeys({ press: 'Shift+Tab' });
    const link = shadow(el).activeElement as HTMLAnchorElement | null;
    expect(link?.getAttribute('part'), 'Shift+Tab from the next control lands on the link').to.equal('link');
    expect(getComputedStyle(link!).outlineStyle).to.not.equal('none');
    expect(link!.getAttribute('target')).to.equal('_blank');
    // The visualisation's own controls stay in the page's tab order.
    expect(frame.tabIndex).to.equal(0);
    expect(frame.closest('[inert]')).to.equal(null);
  });

  it('reads right to left in Arabic: the link starts at the right edge, in Arabic', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    dictionary.value = { Flourish_OpenLink: 'فتح التصوير البياني في علامة تبويب جديدة' };
    const el = fixture(tag());
    const link = await present<HTMLAnchorElement>(el, 'a[part=link]');
    expect(link.textContent).to.equal('فتح التصوير البياني في علامة تبويب جديدة');
    expect(Math.round(link.getBoundingClientRect().right)).to.equal(Math.round(el.getBoundingClientRect().right));
  });

  it('is axe clean for visitors and in editor mode', async () => {
    const visitor = fixture(tag('title="Revenue"'));
    await frameOf(visitor);
    await expectAxeClean(visitor);
    testConfig({ editorMode: true });
    const editor = fixture(tag());
    await present(editor, '[part=placeholder]');
    await expectAxeClean(editor);
  });

  it('shows its error state for a missing or unsafe id and a non-http(s) embed host, naming tag and attribute', async () => {
    await expectAttributeError(`<mck-flourish embed-base="${HOST}"></mck-flourish>`, 'mck-flourish', 'visualisation-id');
    const climbing = await expectAttributeError(`<mck-flourish visualisation-id="../secret" embed-base="${HOST}"></mck-flourish>`, 'mck-flourish', 'visualisation-id');
    expect(shadow(climbing).querySelector('iframe')).to.equal(null);
    await expectAttributeError('<mck-flourish visualisation-id="1001" embed-base="javascript:alert(1)"></mck-flourish>', 'mck-flourish', 'embed-base');
  });
});
