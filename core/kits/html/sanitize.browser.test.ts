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
  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).to.equal('');
    expect(sanitizeHtml(undefined)).to.equal('');
  });
});
