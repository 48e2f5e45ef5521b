import { expect } from 'chai';
import { showToast } from './index.js';

/**
 * The toast sits on the page's own body, outside every widget: a Bootstrap 3 root font size and a
 * page's careless rules for paragraphs and buttons must not reach it, as they reach no widget.
 */
describe('toast on a careless page', () => {
  let pageStyle: HTMLStyleElement;
  beforeEach(() => {
    pageStyle = document.createElement('style');
    pageStyle.textContent = 'html { font-size: 10px } p { margin: 3rem; color: red } button { padding: 2rem; background: red; font-size: 30px }';
    document.head.append(pageStyle);
  });
  afterEach(() => {
    pageStyle.remove();
    document.body.replaceChildren();
  });

  it('keeps its own size and look: widget rem, the house colours, its own paragraph and button', () => {
    const toast = showToast({ text: 'Thank you for registering.', close: 'Close' });
    const host = getComputedStyle(toast);
    expect(host.paddingTop).to.equal('16px'); // the spacing scale's 1rem of a 16px widget, not 10px
    expect(host.backgroundColor).to.equal('rgb(5, 28, 44)');
    expect(host.position).to.equal('fixed');
    const message = getComputedStyle(toast.shadowRoot!.querySelector('p')!);
    expect(message.marginTop).to.equal('0px');
    expect(message.color).to.equal('rgb(255, 255, 255)');
    const close = getComputedStyle(toast.shadowRoot!.querySelector('button')!);
    expect(close.paddingTop).to.equal('4px');
    expect(close.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(close.fontSize).to.equal('16px');
  });
});
