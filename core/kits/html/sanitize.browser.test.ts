// In Chromium, not happy-dom: DOMPurify needs a real HTML parser to be trusted (under happy-dom
// it lets a <script> through), and the browser is where it runs.
import { expect } from 'chai';
import { sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs, keeps text and markup', () => {
    const out = String(sanitizeHtml('<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">a</a>'));
    expect(out).to.contain('<b>there</b>');
    expect(out).not.to.match(/onclick|onerror|<script|javascript:/);
  });
  it('adds rel=noopener to links that open a new window', () => {
    expect(String(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>'))).to.contain('rel="noopener noreferrer"');
  });
  it("signs its output with the bundle's Trusted Types policy where the browser has Trusted Types", () => {
    const out = sanitizeHtml('<p>Hi</p>');
    const tt = (window as { trustedTypes?: { isHTML(value: unknown): boolean } }).trustedTypes;
    if (!tt) return expect(out).to.equal('<p>Hi</p>');
    expect(tt.isHTML(out)).to.equal(true);
    expect(String(out)).to.equal('<p>Hi</p>');
  });
  it('keeps inline styles that colour and space text, drops what could lay an overlay over the page', () => {
    const host = document.createElement('div');
    document.body.append(host);
    try {
      host.innerHTML = String(sanitizeHtml(
        '<p id="kept" style="color: rgb(200, 0, 0); font-weight: bold; margin: 4px 0; background: rgb(255, 255, 0) url(https://tracker.test/px.gif)">Note</p>'
        + '<div id="overlay" style="position: fixed; inset: 0; z-index: 2147483647; background-color: rgb(255, 255, 255)">Win a prize</div>'
        + '<div id="pulled" style="margin-top: -100vh; transform: translateY(-50%)">Pulled up</div>'
        + '<div id="sticky" style="POSITION: Sticky; top: 0; z-index: 999">Sticky</div>',
      ));
      // The reader still reaches the page under where an overlay would be.
      const overlay = host.querySelector<HTMLElement>('#overlay')!;
      expect(document.elementFromPoint(innerWidth - 5, innerHeight - 5)).not.to.equal(overlay);
      expect(getComputedStyle(overlay).position).to.equal('static');
      expect(getComputedStyle(overlay).zIndex).to.equal('auto');
      expect(getComputedStyle(overlay).backgroundColor).to.equal('rgb(255, 255, 255)');
      const pulled = getComputedStyle(host.querySelector('#pulled')!);
      expect([pulled.marginTop, pulled.transform]).to.deep.equal(['0px', 'none']);
      expect(getComputedStyle(host.querySelector('#sticky')!).position).to.equal('static');
      const kept = host.querySelector<HTMLElement>('#kept')!;
      expect(getComputedStyle(kept).color).to.equal('rgb(200, 0, 0)');
      expect(getComputedStyle(kept).fontWeight).to.equal('700');
      expect(getComputedStyle(kept).marginTop).to.equal('4px');
      expect(getComputedStyle(kept).backgroundColor).to.equal('rgb(255, 255, 0)');
      expect(getComputedStyle(kept).backgroundImage).to.equal('none');
    } finally {
      host.remove();
    }
  });
  it('drops a style attribute with nothing harmless left in it', () => {
    expect(String(sanitizeHtml('<p style="position: absolute; top: -10px">x</p>'))).to.equal('<p>x</p>');
  });
  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).to.equal('');
    expect(sanitizeHtml(undefined)).to.equal('');
  });
});
