import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys } from '../../tests/support/keys.js';
import './grid.define.js';
import { gridParts } from './grid.api.js';

const INK = 'rgb(5, 28, 44)';
const WHITE = 'rgb(255, 255, 255)';
const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#365e8c"/></svg>')}`;
const card = (title: string, attrs = '') => `<a href="/${title.toLowerCase()}" ${attrs}><h3>${title}</h3><p>About ${title}.</p></a>`;
const grid = (attrs: string, cards: string) => `<mck-grid style="width: 900px" ${attrs}>${cards}</mck-grid>`;
const rendered = (el: Element) => present(el, '[part=base]');
const colours = (el: Element) => {
  const style = getComputedStyle(el);
  return [style.backgroundColor, style.color];
};
const tops = (el: Element) => [...el.children].map((c) => Math.round(c.getBoundingClientRect().top));
const lefts = (el: Element) => [...el.children].map((c) => Math.round(c.getBoundingClientRect().left));

describe('mck-grid', () => {
  widgetTestHooks('mck-grid', gridParts, () => document.documentElement.removeAttribute('dir'));

  it('puts three cards in a row for three-up and four for four-up', async () => {
    const three = fixture(grid('', card('A') + card('B') + card('C') + card('D')));
    await rendered(three);
    expect(tops(three).slice(0, 3).every((top) => top === tops(three)[0])).to.equal(true);
    expect(tops(three)[3]).to.be.greaterThan(tops(three)[0]!);
    const four = fixture(grid('variant="four-up"', card('A') + card('B') + card('C') + card('D')));
    await rendered(four);
    expect(new Set(tops(four)).size).to.equal(1);
  });

  it('lays the cards out from the right in Arabic', async () => {
    document.documentElement.dir = 'rtl';
    const el = fixture(grid('', card('A') + card('B') + card('C')));
    await rendered(el);
    const [first, second] = lefts(el);
    expect(first).to.be.greaterThan(second!);
    await expectAxeClean(el);
  });

  it('swaps a card between light and dark when hovered or focused by keyboard, with visible focus; a static card keeps its theme', async () => {
    const el = fixture(`<div><button>Before</button>${grid('variant="wall"', card('A') + '<article data-card="static"><h3>Static</h3></article>')}</div>`);
    const host = el.querySelector('mck-grid')!;
    await rendered(host);
    const [linked, fixed] = [...host.children] as HTMLElement[];
    expect(colours(linked!)).to.deep.equal([WHITE, INK]);
    el.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(linked);
    await waitFor(() => expect(colours(linked!)).to.deep.equal([INK, WHITE]));
    expect(getComputedStyle(linked!).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.not.equal(fixed);
    expect(colours(fixed!)).to.deep.equal([WHITE, INK]);
  });

  it('starts dark with theme="dark" whatever the page\'s link colour, and a background-image card shows its image', async () => {
    fixture('<style>a { color: #2251ff; background-color: #fff }</style>');
    const el = fixture(grid('theme="dark" variant="wall"', card('A')
      + card('B', `data-card="background-image" style="--mck-card-image: url('${IMAGE}')"`)));
    await rendered(el);
    const [plain, image] = [...el.children];
    expect(colours(plain!)).to.deep.equal([INK, WHITE]);
    expect(colours(image!)[1]).to.equal(WHITE);
    expect(getComputedStyle(image!).backgroundImage).to.contain('data:image/svg+xml');
    await expectAxeClean(el);
  });

  it('changes theme without animation for readers who prefer reduced motion', async () => {
    const el = fixture(grid('', card('A')));
    await rendered(el);
    expect(getComputedStyle(el.firstElementChild!).transitionDuration).to.not.match(/^0s(, 0s)*$/);
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      await waitFor(() => expect(getComputedStyle(el.firstElementChild!).transitionProperty).to.equal('none'));
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('unlinks a card whose URL the navigation check refuses', async () => {
    const el = fixture(grid('', card('Ok') + '<a href="https://elsewhere.example/"><h3>Away</h3></a>'));
    await rendered(el);
    await waitFor(() => expect(el.lastElementChild!.hasAttribute('href')).to.equal(false));
    expect((el.firstElementChild as HTMLAnchorElement).href).to.equal(`${location.origin}/ok`);
  });

  it('shows a placeholder for a grid without cards in editor mode, axe clean', async () => {
    testConfig({ editorMode: true });
    const el = fixture('<mck-grid></mck-grid>');
    expect((await present(el, '[part=placeholder]')).textContent).to.equal('Empty field: Cards');
    await expectAxeClean(el);
  });

  it('is axe clean', async () => {
    const el = fixture(grid('variant="four-up"', card('A') + card('B') + '<article data-card="static"><h3>C</h3></article>'));
    await rendered(el);
    await expectAxeClean(el);
    expect(shadow(el).querySelector('slot')).to.not.equal(null);
  });

  for (const [attribute, html] of [
    ['variant', grid('variant="five-up"', card('A'))],
    ['theme', grid('theme="blue"', card('A'))],
  ] as const) {
    it(`shows its error state for a malformed ${attribute}, naming tag and attribute`, async () => {
      await expectAxeClean(await expectAttributeError(html, 'mck-grid', attribute));
    });
  }
});
