import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, expectDeclaredParts, fixture } from '../../tests/support/browser.js';

/** An element whose shadow root renders `parts`. */
function rendering(tag: string, parts: string[]) {
  const el = fixture(`<${tag}></${tag}>`);
  el.attachShadow({ mode: 'open' }).innerHTML = parts.map((p) => `<span part="${p}"></span>`).join('');
  return el;
}

describe('expectDeclaredParts (used by every widget browser test)', () => {
  afterEach(cleanup);

  it('passes when every rendered part is declared; core\'s shared error part always is', () => {
    rendering('x-parts', ['base', 'error', 'base label']);
    expect(() => expectDeclaredParts('x-parts', { base: 'The wrapper.', label: 'The label.' })).not.toThrow();
  });

  it('fails naming each undeclared part, also in a space-separated list, on any element of the tag', () => {
    rendering('x-parts', ['base']);
    rendering('x-parts', ['base list', 'toString']);
    expect(() => expectDeclaredParts('x-parts', { base: 'The wrapper.' }))
      .toThrow('<x-parts> renders part(s) its parts declaration does not list: list, toString');
  });
});
