import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { tabInto } from '../../tests/support/keys.js';
import './section-header.define.js';
import { sectionHeaderParts } from './section-header.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23365e8c'/%3E%3C/svg%3E";
const CTA = `cta='{"url":"/research","text":"Explore the research"}'`;
const header = (attrs = '') => `<mck-section-header ${CTA} ${attrs}><img slot="image" src="${IMAGE}" alt=""><p>Insights</p>`
  + '<h2>The state of organizations</h2><a slot="cta" href="/research">Explore the research</a></mck-section-header>';

const rendered = (el: Element) => waitFor(() => {
  const content = shadow(el).querySelector<HTMLElement>('[part=content]');
  if (!content) throw new Error('not rendered yet');
  return content;
});
const headline = (el: Element) => el.querySelector('h2')!;

describe('mck-section-header', () => {
  widgetTestHooks('mck-section-header', sectionHeaderParts, () => document.documentElement.removeAttribute('dir'));

  it('shows the CMS headline over the image, the overlay and the gradient, with the call to action', async () => {
    const el = fixture(header('font-size="huge" background-opacity="40" gradient-direction="bottom" gradient-level="70"'));
    await rendered(el);
    expect(headline(el).assignedSlot).to.not.equal(null);
    expect(parseFloat(getComputedStyle(headline(el)).fontSize)).to.be.greaterThan(40);
    expect(getComputedStyle(shadow(el).querySelector('[part=overlay]')!).opacity).to.equal('0.4');
    expect(getComputedStyle(shadow(el).querySelector('[part=gradient]')!).opacity).to.equal('0.7');
    const cta = shadow(el).querySelector<HTMLAnchorElement>('a[part=cta]')!;
    expect([cta.textContent, cta.href]).to.deep.equal(['Explore the research', `${location.origin}/research`]);
    // The headline sits above the layers: it is what a reader sees at its centre.
    const box = headline(el).getBoundingClientRect();
    expect(document.elementFromPoint(box.left + 5, box.top + box.height / 2)).to.equal(headline(el));
  });

  it('crops the image to the top and lays the slim band out without it', async () => {
    const full = fixture(header('image-crop="top"'));
    await rendered(full);
    expect(getComputedStyle(full.querySelector('img')!).objectPosition).to.equal('50% 0%');
    const slim = fixture(header('render-mode="slim"'));
    await rendered(slim);
    expect(slim.querySelector('img')!.assignedSlot).to.equal(null);
    expect(slim.getBoundingClientRect().height).to.be.lessThan(full.getBoundingClientRect().height);
  });

  it('aligns the text to the start side, which follows the reading direction', async () => {
    const el = fixture(header());
    await rendered(el);
    const ltrLeft = headline(el).getBoundingClientRect().left - el.getBoundingClientRect().left;
    document.documentElement.dir = 'rtl';
    await waitFor(() => {
      const right = el.getBoundingClientRect().right - headline(el).getBoundingClientRect().right;
      expect(right).to.be.closeTo(ltrLeft, 1);
    });
    await expectAxeClean(el);
  });

  it('reaches the call to action by keyboard, with visible focus', async () => {
    const el = fixture(header());
    await rendered(el);
    const cta = await tabInto(el);
    expect(cta.getAttribute('part')).to.equal('cta');
  });

  it('is axe clean', async () => {
    const el = fixture(header('render-mode="slim" headline-alignment="center" font="sans"'));
    await rendered(el);
    await expectAxeClean(el);
  });

  it('shows placeholders for the headline and call to action in editor mode, axe clean', async () => {
    testConfig({ editorMode: true });
    const el = fixture('<mck-section-header render-mode="slim"></mck-section-header>');
    await waitFor(() => expect(shadow(el).querySelectorAll('[part=placeholder]')).to.have.length(2));
    await expectAxeClean(el);
  });

  for (const [attribute, html] of [
    ['gradient-level', '<mck-section-header gradient-level="150"><h2>x</h2></mck-section-header>'],
    ['font-size', '<mck-section-header font-size="gigantic"><h2>x</h2></mck-section-header>'],
    ['render-mode', '<mck-section-header render-mode="wide"><h2>x</h2></mck-section-header>'],
    ['cta', `<mck-section-header cta='{"url":"https://evil.example/","text":"Go"}'><h2>x</h2></mck-section-header>`],
  ] as const) {
    it(`shows its error state for a malformed ${attribute}, naming tag and attribute`, async () => {
      await expectAxeClean(await expectAttributeError(html, 'mck-section-header', attribute));
    });
  }

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('section-header');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('section-header', css())).to.deep.equal([]);
    });
  });
});
