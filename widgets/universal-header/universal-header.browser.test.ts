import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './universal-header.define.js';
import { universalHeaderParts } from './universal-header.api.js';

const TRAIL = JSON.stringify([
  { linkType: 'internal', url: '/', text: 'Home' },
  { linkType: 'external', url: 'https://partner.example.org/insights', text: 'Insights' },
  { text: 'The state of organizations' },
]);
const HEADER = `<mck-universal-header breadcrumb='${TRAIL}'><nav slot="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="https://partner.example.org/insights">Insights</a></li><li>The state of organizations</li></ol></nav><h1>The state of organizations</h1><p>Structure, talent and speed.</p></mck-universal-header>`;

const rendered = (el: Element) => present(el, '[part=base]');
const steps = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part=crumb]')];

describe('mck-universal-header', () => {
  widgetTestHooks('mck-universal-header', universalHeaderParts, () => document.documentElement.removeAttribute('dir'));
  beforeEach(() => testConfig({ navigationOrigins: ['https://partner.example.org'] }));

  it('shows the checked breadcrumb above the CMS heading, which stays where it was', async () => {
    const el = fixture(HEADER);
    await rendered(el);
    const nav = shadow(el).querySelector('nav[part=breadcrumb]')!;
    expect(nav.getAttribute('aria-label')).to.equal('Breadcrumb');
    expect(nav.querySelector('ol')).to.not.equal(null);
    expect(steps(el).map((s) => s.textContent)).to.deep.equal(['Home', 'Insights', 'The state of organizations']);
    expect(shadow(el).querySelectorAll('[aria-current=page]').length).to.equal(1);
    expect(steps(el)[2]!.querySelector('[aria-current=page]')).to.not.equal(null);
    expect(el.querySelector('h1')!.assignedSlot).to.not.equal(null);
    expect(nav.getBoundingClientRect().bottom).to.be.at.most(el.querySelector('h1')!.getBoundingClientRect().top);
    // The CMS's plain breadcrumb gives way to the checked one, not shown twice.
    expect(el.querySelector('nav[slot=breadcrumb]')!.getClientRects().length).to.equal(0);
  });

  it('reaches each breadcrumb link in order by keyboard, with visible focus', async () => {
    const el = fixture(HEADER);
    await rendered(el);
    const first = await tabInto<HTMLAnchorElement>(el);
    expect(first.textContent).to.equal('Home');
    await sendKeys({ press: 'Tab' });
    const second = shadow(el).activeElement as HTMLAnchorElement;
    expect(second.href).to.equal('https://partner.example.org/insights');
    expect(getComputedStyle(second).outlineStyle).to.not.equal('none');
  });

  it('is axe clean, also right to left with the trail starting on the right', async () => {
    const el = fixture(HEADER);
    await rendered(el);
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await waitFor(() => expect(steps(el)[0]!.getBoundingClientRect().left).to.be.above(steps(el)[1]!.getBoundingClientRect().right - 1));
    await expectAxeClean(el);
  });

  it('renders no breadcrumb without one, nothing for visitors without content, a placeholder in editor mode', async () => {
    const plain = fixture('<mck-universal-header><h1>Careers</h1></mck-universal-header>');
    await rendered(plain);
    expect(shadow(plain).querySelector('nav')).to.equal(null);
    await expectAxeClean(plain);
    const empty = fixture('<mck-universal-header></mck-universal-header>');
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(empty).querySelector('[part=base]')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-universal-header></mck-universal-header>');
    await waitFor(() => expect(shadow(editing).querySelector('[part=placeholder]')?.textContent).to.equal('Empty field: Heading'));
    await expectAxeClean(editing);
  });

  for (const [why, value] of [
    ['not a list', '{"text":"Home"}'],
    ['a javascript: link', '[{"url":"javascript:alert(1)","text":"Home"}]'],
    ['not JSON', '[Home'],
  ] as const) {
    it(`shows its error state for a malformed breadcrumb (${why}), naming tag and attribute`, async () => {
      await expectAttributeError(`<mck-universal-header breadcrumb='${value}'><h1>T</h1></mck-universal-header>`, 'mck-universal-header', 'breadcrumb');
    });
  }
});
