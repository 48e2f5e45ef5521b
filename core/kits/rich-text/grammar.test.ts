import { describe, expect, it } from 'vitest';
import { tokenize } from './grammar.js';

describe('tokenize', () => {
  it('reads a module name with its attributes, in the order written', () => {
    expect(tokenize('Before [[pullquote quote="Growth" citation="A. Author"]] after')).toEqual([
      'Before ',
      { kind: 'open', name: 'pullquote', attributes: [['quote', 'Growth'], ['citation', 'A. Author']], source: '[[pullquote quote="Growth" citation="A. Author"]]' },
      ' after',
    ]);
  });

  it('reads names of several words in any case and spacing, and attributes after them', () => {
    const [tag] = tokenize('[[Table  of\nContents heading-level="2"]]');
    expect(tag).toMatchObject({ kind: 'open', name: 'table of contents', attributes: [['heading-level', '2']] });
  });

  it('reads closing tags', () => {
    expect(tokenize('[[accordion]]x[[/ Accordion ]]')).toEqual([
      { kind: 'open', name: 'accordion', attributes: [], source: '[[accordion]]' },
      'x',
      { kind: 'close', name: 'accordion', source: '[[/ Accordion ]]' },
    ]);
  });

  it('decodes HTML-escaped values without parsing them as HTML', () => {
    const [tag] = tokenize('[[pullquote quote="&quot;Less&quot; &amp; &lt;b&gt;more&lt;/b&gt; &#39;now&#39; &#x41;"]]');
    expect(tag).toMatchObject({ attributes: [['quote', `"Less" & <b>more</b> 'now' A`]] });
  });

  it('keeps a value with brackets inside its quotes', () => {
    const [tag] = tokenize('[[image alt="a [[b]] c"]]');
    expect(tag).toMatchObject({ attributes: [['alt', 'a [[b]] c']] });
  });

  it.each([
    ['unclosed', 'See [[image src="/a.png"'],
    ['single brackets', 'See [image]'],
    ['empty', 'See [[]]'],
    ['unquoted value', '[[image src=/a.png]]'],
    ['single-quoted value', "[[image alt='x']]"],
    ['upper-case attribute name', '[[image SRC="/a.png"]]'],
    ['attribute name starting with a digit', '[[image 1x="a"]]'],
    ['stray quote', '[[pullquote quote="a"b"]]'],
    ['closing tag with attributes', '[[/accordion id="x"]]'],
    ['digits in the name', '[[image2]]'],
  ])('leaves malformed brackets as text: %s', (_, text) => {
    expect(tokenize(text)).toEqual([text]);
  });

  it('finds a tag after a malformed one', () => {
    expect(tokenize('[[ oops [[quiz]]')).toEqual(['[[ oops ', { kind: 'open', name: 'quiz', attributes: [], source: '[[quiz]]' }]);
  });
});
