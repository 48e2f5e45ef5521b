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

  it('reads attribute names in any case, in lower case', () => {
    const [tag] = tokenize('[[VIDEO Video-ID="x" LABEL="Y"]]');
    expect(tag).toMatchObject({ kind: 'open', name: 'video', attributes: [['video-id', 'x'], ['label', 'Y']] });
  });

  it.each([
    ['single quotes', `[[video video-id='x' label='He said "hi"']]`, [['video-id', 'x'], ['label', 'He said "hi"']]],
    ['English typographic quotes', '[[video video-id=“x” label=‘y’]]', [['video-id', 'x'], ['label', 'y']]],
    ['German typographic quotes', '[[video label=„Zitat“ poster=‚p‘]]', [['label', 'Zitat'], ['poster', 'p']]],
    // What WordPress's texturize prints for `video-id="12"`: &#8221;12&#8243;, read as characters.
    ['WordPress texturized quotes', '[[video video-id=”12″ label=″a b″]]', [['video-id', '12'], ['label', 'a b']]],
    ['a straight quote closed typographically', '[[video video-id="x”]]', [['video-id', 'x']]],
    ['straight quotes and apostrophes inside typographic ones', '[[pullquote cite=“He said "don’t"” label=‘it’s’]]', [['cite', 'He said "don’t"'], ['label', 'it’s']]],
    ['spaces around =, no-break spaces between', '[[video\u00a0video-id = "x"\u00a0]]', [['video-id', 'x']]],
  ])('reads values in %s', (_, text, attributes) => {
    expect(tokenize(text)).toEqual([{ kind: 'open', name: expect.stringMatching(/^(video|pullquote)$/), attributes, source: text }]);
  });

  it('reads the mck prefix before any name as that name', () => {
    expect(tokenize('[[mck video video-id="x"]][[MCK  Table of Contents]][[/mck pullquote]]')).toMatchObject([
      { kind: 'open', name: 'video', attributes: [['video-id', 'x']] },
      { kind: 'open', name: 'table of contents' },
      { kind: 'close', name: 'pullquote' },
    ]);
  });

  it('reads single brackets as tags for the names WordPress prints that way, video and audio only', () => {
    expect(tokenize('a [video video-id="x"] b [Audio src="/a.mp3"]c[/audio] d [/Video]')).toEqual([
      'a ',
      { kind: 'open', name: 'video', attributes: [['video-id', 'x']], source: '[video video-id="x"]' },
      ' b ',
      { kind: 'open', name: 'audio', attributes: [['src', '/a.mp3']], source: '[Audio src="/a.mp3"]' },
      'c',
      { kind: 'close', name: 'audio', source: '[/audio]' },
      ' d ',
      { kind: 'close', name: 'video', source: '[/Video]' },
    ]);
  });

  it.each([
    ['single brackets around another name', 'See [image] and [pullquote]...[/pullquote]'],
    ['single brackets around a name without an attribute that is not a tag', 'See [Video: 3 min] and [audio/video]'],
    ['WordPress shortcodes of its own', '[gallery ids="1,2"] [caption id="c"]x[/caption]'],
    ['empty', 'See [[]]'],
    ['digits in the name', '[[image2]]'],
    ['an unknown name with a malformed attribute', '[[gallery id=1]]'],
  ])('leaves text that is no tag as text: %s', (_, text) => {
    expect(tokenize(text)).toEqual([text]);
  });

  it.each([
    ['unclosed', 'See [[image src="/a.png"', '[[image src="/a.png"', 'no ]] at its end'],
    ['one closing bracket', 'See [[video video-id="x"] here', '[[video video-id="x"]', 'it ends with one ] : write ]] at its end'],
    ['unquoted value', '[[image src=/a.png]]', '[[image src=/a.png]]', 'the value of src has no quotes around it: write src="/a.png"'],
    ['attribute name starting with a digit', '[[image 1x="a"]]', '[[image 1x="a"]]', '"1x" is not an attribute: write each one as name="value" (a name of letters, digits and -, starting with a letter)'],
    ['stray quote', '[[pullquote quote="a"b"]]', '[[pullquote quote="a"b"]]', 'the value of quote holds a " of its own ("a"b…): write it as &quot;, or put the value in \'…\' or “…”'],
    ['apostrophe in single quotes', "[[video label='don't']]", "[[video label='don't']]", 'the value of label holds a \' of its own (\'don\'t…): write it as &#39;, or put the value in "…" or “…”'],
    ['value never closed', '[[pullquote quote="never closed]]', '[[pullquote quote="never closed]]', 'the value of quote has no closing "'],
    ['typographic value never closed', '[[video label=“never closed]]', '[[video label=“never closed]]', 'the value of label has no closing quote (“ is closed by “ or ” or ″)'],
    ['attribute without a value', '[[video autoplay]]', '[[video autoplay]]', 'autoplay has no value: write autoplay="…"'],
    ['closing tag with attributes', '[[/accordion id="x"]]', '[[/accordion id="x"]]', 'a closing tag takes no attributes: write [[/accordion]]'],
    ['unquoted value in single brackets', '[video video-id=x] after', '[video video-id=x]', 'the value of video-id has no quotes around it: write video-id="x"'],
    ['with the mck prefix', '[[mck video video-id=x]]', '[[mck video video-id=x]]', 'the value of video-id has no quotes around it: write video-id="x"'],
  ])('reads a malformed tag of a known module as broken, saying what is wrong: %s', (_, text, source, problem) => {
    expect(tokenize(text).find((piece) => typeof piece !== 'string')).toEqual({
      kind: 'broken',
      name: source.match(/(image|video|pullquote|accordion)/)![1],
      closing: source.includes('/accordion'),
      source,
      problem,
    });
    expect(tokenize(text).map((piece) => (typeof piece === 'string' ? piece : piece.source)).join('')).toBe(text);
  });

  it.each([
    ['French guillemets with their no-break spaces', '[[video video-id=«\u00a0x\u00a0» label=«\u202fy z\u202f»]]', [['video-id', 'x'], ['label', 'y z']]],
    ['guillemets the German way round, and single ones', '[[video video-id=»x« label=‹y›]]', [['video-id', 'x'], ['label', 'y']]],
    ['German quotes closed the English way', '[[video video-id=„x”]]', [['video-id', 'x']]],
  ])('reads values in the quotes of other languages\' word processors: %s', (_, text, attributes) => {
    expect(tokenize(text)).toEqual([{ kind: 'open', name: 'video', attributes, source: text }]);
  });

  it('reads a name written with - or _ between its words, or none, and the spec\'s other names for a module, as the module\'s name', () => {
    expect(tokenize('[[pull-quote]]a[[/Pull Quote]][[Table_of_Contents]][[inline image]][[/img]][[tabbedcontainer]]')).toMatchObject([
      { kind: 'open', name: 'pullquote' },
      'a',
      { kind: 'close', name: 'pullquote' },
      { kind: 'open', name: 'table of contents' },
      { kind: 'open', name: 'image' },
      { kind: 'close', name: 'image' },
      { kind: 'open', name: 'tabbed container' },
    ]);
  });

  it('finds a tag after a malformed one', () => {
    expect(tokenize('[[ oops [[quiz]]')).toEqual(['[[ oops ', { kind: 'open', name: 'quiz', attributes: [], source: '[[quiz]]' }]);
  });
});
