import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expandRichText, type ExpandContext } from './expand.js';
import { MODULE_TAGS, NEEDS_CONTENT } from './modules.js';

let context: ExpandContext;
let warn: ReturnType<typeof vi.fn<(message: string) => void>>;

beforeEach(() => {
  warn = vi.fn<(message: string) => void>();
  context = { warned: new Set(), warn };
});

/** A rich-text element holding `html` (the page's own markup, as the server printed it). */
function richText(html: string): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-mck-rich-text', '');
  el.innerHTML = html;
  document.body.replaceChildren(el);
  return el;
}

describe('expandRichText', () => {
  const standAlone = Object.entries(MODULE_TAGS).filter(([name]) => !NEEDS_CONTENT.has(name));
  const withContent = Object.entries(MODULE_TAGS).filter(([name]) => NEEDS_CONTENT.has(name));

  it.each(standAlone)('turns [[%s]] into <%s>', (name, tag) => {
    const el = richText(`<p>Before [[${name.toUpperCase()}]] after</p>`);
    expandRichText(el, context);
    expect(el.innerHTML).toBe(`<p>Before <${tag}></${tag}> after</p>`);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(withContent)('turns [[%s]]…[[/…]] into <%s> holding the content', (name, tag) => {
    const el = richText(`<p>Before [[${name.toUpperCase()}]]<b>content</b>[[/${name}]] after</p>`);
    expandRichText(el, context);
    expect(el.innerHTML).toBe(`<p>Before <${tag}><b>content</b></${tag}> after</p>`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sets the attributes as written, decoded, without parsing them as HTML', () => {
    const el = richText('<p>[[pullquote quote="&amp;lt;img src=x onerror=alert(1)&amp;gt;" citation="A &amp;amp; B"]]Quote[[/pullquote]]</p>');
    expandRichText(el, context);
    const quote = el.querySelector('mck-pull-quote')!;
    expect(quote.getAttribute('quote')).toBe('<img src=x onerror=alert(1)>');
    expect(quote.getAttribute('citation')).toBe('A & B');
    expect(el.querySelector('img')).toBeNull();
  });

  it('moves what stands between an opening and a closing tag into the module', () => {
    const el = richText('<div>[[accordion]]<details><summary>Q</summary><p>A</p></details>[[/accordion]] end</div>');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('<div><mck-accordion><details><summary>Q</summary><p>A</p></details></mck-accordion> end</div>');
  });

  it('keeps the page\'s own elements and their listeners when moving them', () => {
    const el = richText('[[sidebars]]<button>Inside</button>[[/sidebars]]');
    const button = el.querySelector('button')!;
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    expandRichText(el, context);
    expect(el.querySelector('mck-sidebar > button')).toBe(button);
    button.click();
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('nests modules, a closing tag closing the innermost open module of its name', () => {
    const el = richText('[[tabbed container]]a[[story]]b[[/story]][[accordion]]c[[/accordion]][[table of contents]][[/tabbed container]]');
    expandRichText(el, context);
    expect(el.innerHTML).toBe(
      '<mck-tabbed-container>a<mck-story-container>b</mck-story-container><mck-accordion>c</mck-accordion><mck-toc></mck-toc></mck-tabbed-container>',
    );
  });

  it('leaves a module open between a pair empty where it stands', () => {
    const el = richText('[[accordion]]a[[quiz]]b[[/accordion]]');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('<mck-accordion>a<mck-quiz></mck-quiz>b</mck-accordion>');
  });

  it('takes an unknown module out of a reader\'s page, with one warning per name naming it', () => {
    const el = richText('<p>[[gallery id="1"]]</p><p>[[Gallery]] and [[/gallery]]</p><p>[[slideshow]]</p>');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('<p> and </p>');
    expect(warn.mock.calls.map(([message]) => message.match(/unknown module "(\w+)"/)?.[1])).toEqual(['gallery', 'slideshow']);
  });

  it('leaves brackets that are no tag as text, without a warning', () => {
    const text = '[image] [[]] [[image2]] [Video: 3 min] [gallery ids="1"] [[ oops';
    const el = richText(`<p>${text}</p>`);
    expandRichText(el, context);
    expect(el.innerHTML).toBe(`<p>${text}</p>`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses event-handler attributes: the tag is not expanded, with a warning', () => {
    const el = richText('<p>[[image src="/a.png" onload="alert(1)"]]</p>');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"onload" would be an event handler'));
  });

  it('leaves code, pre, script, style and textarea alone', () => {
    const html = '<code>[[quiz]]</code><pre>[[quiz]]</pre><textarea>[[quiz]]</textarea><script>"[[quiz]]"</script><style>/*[[quiz]]*/</style>';
    const el = richText(html);
    expandRichText(el, context);
    expect(el.innerHTML).toBe(html);
  });

  it('leaves text without tags untouched and changes nothing when run again', () => {
    const el = richText('<p>Plain &lt;text&gt;</p><p>[[video video-id="a"]] [[nope]]</p>');
    const plain = el.firstChild!.firstChild;
    expandRichText(el, context);
    const once = el.innerHTML;
    expandRichText(el, context);
    expect(el.innerHTML).toBe(once);
    expect(el.firstChild!.firstChild).toBe(plain);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('expandRichText: tags as CMSs and editors pass them on', () => {
  it.each([
    // WordPress's wpautop: each tag on a line of its own becomes a paragraph of its own.
    ['in paragraphs of their own', '<p>[[pullquote]]</p>\n<p>Quote</p>\n<p>[[/pullquote]]</p>', '<mck-pull-quote><p>Quote</p></mck-pull-quote>'],
    ['with empty paragraphs and line breaks between', '<p>[[pullquote]]</p><p></p><p><br></p><p>Quote</p><p>&nbsp;</p><p>[[/pullquote]]</p>', '<mck-pull-quote><p>Quote</p></mck-pull-quote>'],
    ['on lines of one paragraph', '<p>[[pullquote]]<br>\nQuote<br>\n[[/pullquote]]</p>', '<mck-pull-quote>Quote</mck-pull-quote>'],
    ['sharing paragraphs with the content', '<p>[[pullquote]]<br>\nQuote</p>\n<p>More<br>\n[[/pullquote]]</p>', '<mck-pull-quote><p>Quote</p>\n<p>More</p></mck-pull-quote>'],
    ['under different parents', '<div class="group"><p>[[pullquote]]</p></div><p>Quote</p><p>[[/pullquote]]</p>', '<div class="group"><mck-pull-quote><p>Quote</p></mck-pull-quote></div>'],
    ['with a module between', '<p>[[accordion]]</p><details><summary>Q</summary><p>[[video video-id="v"]]</p></details><p>[[/accordion]]</p>', '<mck-accordion><details><summary>Q</summary><mck-video video-id="v"></mck-video></details></mck-accordion>'],
  ])('pairs an opening and a closing tag %s, dropping the paragraphs that held only a tag', (_, html, expanded) => {
    const el = richText(html);
    expandRichText(el, context);
    expect(el.innerHTML).toBe(expanded);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the text around tags that share paragraphs with it, in paragraphs of their own', () => {
    const el = richText('<p>Intro [[accordion]]</p><details><summary>Q</summary></details><p>[[/accordion]] outro</p>');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('<p>Intro </p><mck-accordion><details><summary>Q</summary></details></mck-accordion><p> outro</p>');
  });

  it('puts a module alone in its paragraph in the paragraph\'s place; one in a line of text or a footnote stays in the line', () => {
    const el = richText(
      '<p>[[video video-id="a"]]</p><p class="wp-block"><strong>[[video video-id="b"]]</strong><br></p><p>See [[video video-id="c"]] here</p><p>[[footnote note="n"]]<sup>1</sup>[[/footnote]]</p>',
    );
    expandRichText(el, context);
    expect(el.innerHTML).toBe(
      '<mck-video video-id="a"></mck-video><mck-video video-id="b"></mck-video><p>See <mck-video video-id="c"></mck-video> here</p><p><mck-footnote note="n"><sup>1</sup></mck-footnote></p>',
    );
  });

  it('reads values in typographic and single quotes, and attribute names in any case', () => {
    // As WordPress prints `label="…"` after texturize: &#8220; … &#8221;, and `=&#8221;12&#8243;` after a digit.
    const el = richText('<p>[[VIDEO Video-ID=&#8221;12&#8243; Label=&#8220;He said "hi"&#8221; poster=‘/p.jpg’ autoplay=\'false\']]</p>');
    expandRichText(el, context);
    const video = el.querySelector('mck-video')!;
    expect([...video.attributes].map(({ name, value }) => [name, value])).toEqual([
      ['video-id', '12'],
      ['label', 'He said "hi"'],
      ['poster', '/p.jpg'],
      ['autoplay', 'false'],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads WordPress\'s escaped [video …] and [audio …] as tags, and the mck prefix before any name', () => {
    const el = richText(
      '<p>[video video-id="a"]</p><p>[audio src="/a.mp3"]<a href="/a.mp3">Listen</a>[/audio]</p><p>[[mck video video-id="b"]]</p><p>[[mck pullquote]]Quote[[/mck pullquote]]</p><p>[pullquote] and [gallery] stay</p>',
    );
    expandRichText(el, context);
    expect(el.innerHTML).toBe(
      '<mck-video video-id="a"></mck-video><mck-audio src="/a.mp3"><a href="/a.mp3">Listen</a></mck-audio><mck-video video-id="b"></mck-video><mck-pull-quote>Quote</mck-pull-quote><p>[pullquote] and [gallery] stay</p>',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a tag through the formatting an editor put in it, removing the formatting that held only the tag', () => {
    const el = richText('<p>[[video <strong>video-id="a"</strong>]]</p><p>See <em>[[pull</em>quote]] the <b>quote</b> [[/<i>pullquote</i>]] here</p><p><em>Keep </em><em>[[video</em> video-id="b"]]</p>');
    expandRichText(el, context);
    expect(el.innerHTML).toBe(
      '<mck-video video-id="a"></mck-video><p>See <mck-pull-quote>the <b>quote</b></mck-pull-quote> here</p><p><em>Keep </em><mck-video video-id="b"></mck-video></p>',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the page\'s elements between paired tags in different paragraphs, with their listeners', () => {
    const el = richText('<p>[[sidebars]]</p><p><button>Inside</button></p><p>[[/sidebars]]</p>');
    const button = el.querySelector('button')!;
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    expandRichText(el, context);
    expect(el.querySelector('mck-sidebar > p > button')).toBe(button);
    button.click();
    expect(clicked).toHaveBeenCalledOnce();
  });
});

describe('expandRichText: what cannot be expanded', () => {
  it.each([
    ['a closing tag nothing opened', '<p>Text [[/pullquote]]</p>', '<p>Text </p>', '<mck-pull-quote> "[[/pullquote]]" not expanded: no [[pullquote]] before it to close'],
    ['an unclosed module that needs content', '<p>[[pullquote]]</p><p>Quote</p>', '<p>Quote</p>', '<mck-pull-quote> "[[pullquote]]" not expanded: no [[/pullquote]] after it (a pullquote shows what stands between [[pullquote]] and [[/pullquote]])'],
    ['a value without quotes', '<p>[[video video-id=x]]</p>', '', '<mck-video> "[[video video-id=x]]" not expanded: the value of video-id has no quotes around it: write video-id="x"'],
    ['a URL without quotes', '<p>[[image src=/a.png]]<img src="/a.png" alt="">[[/image]]</p>', '<p><img src="/a.png" alt=""></p>', '<mck-inline-image> "[[image src=/a.png]]" not expanded: the value of src has no quotes around it: write src="/a.png"'],
    ['a malformed tag spread over formatting', '<p>[[video <b>video-id=x</b>]]</p>', '', '<mck-video> "[[video video-id=x]]" not expanded: the value of video-id has no quotes around it: write video-id="x"'],
    ['a malformed escaped WordPress tag', '<p>[video video-id=x]</p>', '', '<mck-video> "[video video-id=x]" not expanded: the value of video-id has no quotes around it: write video-id="x"'],
    ['a tag without its closing brackets', '<p>[[video video-id="x"</p>', '', '<mck-video> "[[video video-id="x"" not expanded: no ]] at its end'],
  ])('takes %s out of a reader\'s page, with one warning quoting it', (_, html, reader, message) => {
    const el = richText(html);
    expandRichText(el, { ...context, editorMode: false });
    expect(el.innerHTML).toBe(reader);
    expect(warn).toHaveBeenCalledExactlyOnceWith(`[mck] rich text: ${message}`);
    expect(el.querySelector('mark')).toBeNull();
  });

  it('leaves a broken opening tag\'s closing tag out with it, reporting the problem once', () => {
    const el = richText('<p>[[image src=/a.png]]</p><p><img src="/a.png" alt=""></p><p>[[/image]]</p>');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('<p><img src="/a.png" alt=""></p>');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('creates a module that needs content and was closed around nothing for editors only, with a warning', () => {
    const message = '[mck] rich text: <mck-pull-quote> "[[pullquote]]" has nothing before its [[/pullquote]], so readers see nothing of it';
    const reader = richText('<p>Before</p><p>[[pullquote]]</p><p></p><p>[[/pullquote]]</p>');
    expandRichText(reader, { ...context, editorMode: false });
    expect(reader.innerHTML).toBe('<p>Before</p>');
    expect(warn).toHaveBeenCalledExactlyOnceWith(message);

    const editor = richText('<p>[[pullquote]]</p><p></p><p>[[/pullquote]]</p>');
    expandRichText(editor, { warned: new Set(), warn, editorMode: true });
    expect(editor.innerHTML).toBe(`<mck-pull-quote></mck-pull-quote><mark data-mck-rich-text-problem="">${message.slice(6).replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</mark>`);
  });

  it('shows editors each tag as written with a marker after it, the warning as its text and no style attribute', () => {
    const el = richText('<p>[[video video-id=x]] and [[/quiz]]</p><p>[[pullquote]]</p><p>[[/pullquote]]</p>');
    expandRichText(el, { ...context, editorMode: true });
    const markers = [...el.querySelectorAll('mark[data-mck-rich-text-problem]')];
    expect(markers.map((mark) => `${mark.previousSibling?.textContent ?? ''} → ${mark.textContent}`)).toEqual([
      '[[video video-id=x]] → rich text: <mck-video> "[[video video-id=x]]" not expanded: the value of video-id has no quotes around it: write video-id="x"',
      ' and [[/quiz]] → rich text: <mck-quiz> "[[/quiz]]" not expanded: no [[quiz]] before it to close',
      ' → rich text: <mck-pull-quote> "[[pullquote]]" has nothing before its [[/pullquote]], so readers see nothing of it',
    ]);
    expect(markers[2]!.previousElementSibling?.localName).toBe('mck-pull-quote');
    expect(el.querySelector('[style]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);

    const once = el.innerHTML;
    expandRichText(el, { ...context, editorMode: true });
    expect(el.innerHTML).toBe(once);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('reads editor mode from the page config when not told', () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'mck-config';
    config.textContent = JSON.stringify({ editorMode: true, services: {} });
    const el = richText('<p>[[/pullquote]]</p>');
    document.head.append(config);
    try {
      expandRichText(el, { warned: context.warned, warn: context.warn });
      expect(el.querySelector('mark[data-mck-rich-text-problem]')).not.toBeNull();
      config.textContent = JSON.stringify({ editorMode: false, services: {} });
      const reader = richText('<p>[[/pullquote]]</p>');
      expandRichText(reader, { warned: context.warned, warn: context.warn });
      expect(reader.innerHTML).toBe('');
    } finally {
      config.remove();
    }
  });
});

/**
 * Editors' ordinary mistakes: what an editor would reasonably type expands; for the rest readers
 * see no markup and no empty box, editors see the tag with what is wrong with it, and the console
 * has one warning per problem naming the element and the cause.
 */
describe('expandRichText: editors\' ordinary mistakes', () => {
  /** `html` expanded for readers and, separately, for editors: the element, its markers' texts and the warnings. */
  function expandAs(html: string, extra: Partial<ExpandContext> = {}) {
    const run = (editorMode: boolean) => {
      const warnings: string[] = [];
      const el = richText(html);
      expandRichText(el, { warned: new Set(), warn: (message) => warnings.push(message), editorMode, ...extra });
      // The markers' texts as the warnings are written; read when asked (an attribute's marker comes later).
      const marks = () => [...el.querySelectorAll('mark[data-mck-rich-text-problem]')].map((mark) => `[mck] ${mark.textContent}`);
      return { el, html: el.innerHTML, marks, warnings };
    };
    return { reader: run(false), editor: run(true) };
  }

  it.each([
    ['Word\'s curly quotes', '<p>[[video video-id=“x” label=“A "quoted" word”]]</p>'],
    ['single quotes', `<p>[[video video-id='x' label='A "quoted" word']]</p>`],
    ['upper-case attribute names', '<p>[[VIDEO VIDEO-ID="x" Label="A &amp;quot;quoted&amp;quot; word"]]</p>'],
    ['a tag split by bold and italic', '<p><b>[[vid</b>eo <i>video-id="x" label=</i>"A &amp;quot;quoted&amp;quot; word"]]</p>'],
    ['German, French and Swiss quotes', '<p>[[video video-id=„x“ label=«\u00a0A "quoted" word\u00a0»]]</p>'],
    ['guillemets the other way round', '<p>[[video video-id=»x« label=›A "quoted" word‹]]</p>'],
  ])('expands a tag written with %s, silently', (_, html) => {
    const { reader, editor } = expandAs(html);
    for (const seen of [reader, editor]) {
      expect(seen.html).toBe('<mck-video video-id="x" label="A &quot;quoted&quot; word"></mck-video>');
      expect(seen.warnings).toEqual([]);
    }
  });

  it('expands a module named as the spec or HTML names it, or spelt with a hyphen', () => {
    const { reader } = expandAs('<p>[[Pull-Quote]]</p><p>Quote</p><p>[[/pull quote]]</p><p>[[img]]<img src="/a.png" alt="A">[[/img]]</p>');
    expect(reader.html).toBe('<mck-pull-quote><p>Quote</p></mck-pull-quote><mck-inline-image><img src="/a.png" alt="A"></mck-inline-image>');
    expect(reader.warnings).toEqual([]);
  });

  it('an unescaped " in a value: readers see the quote\'s text, editors the tag and where the " is', () => {
    const message = `[mck] rich text: <mck-pull-quote> "[[pullquote caption="He said "yes" today"]]" not expanded: the value of caption holds a " of its own ("He said "y…): write it as &quot;, or put the value in '…' or “…”`;
    const { reader, editor } = expandAs('<p>[[pullquote caption="He said "yes" today"]]</p><p>Quote</p><p>[[/pullquote]]</p>');
    expect(reader.html).toBe('<p>Quote</p>');
    expect(reader.warnings).toEqual([message]);
    expect(editor.el.textContent).toBe(`[[pullquote caption="He said "yes" today"]]${message.slice(6)}Quote[[/pullquote]]`);
    expect(editor.marks()).toEqual([message]);
    expect(editor.warnings).toEqual([message]);
  });

  it('an unclosed [[pullquote]]: readers see what followed it, editors the tag and the missing [[/pullquote]]', () => {
    const message = '[mck] rich text: <mck-pull-quote> "[[pullquote]]" not expanded: no [[/pullquote]] after it (a pullquote shows what stands between [[pullquote]] and [[/pullquote]])';
    const { reader, editor } = expandAs('<p>Intro</p><p><strong>[[pullquote]]</strong></p><p>Quote</p><h2>Next</h2><p>More</p>');
    expect(reader.html).toBe('<p>Intro</p><p>Quote</p><h2>Next</h2><p>More</p>');
    expect(reader.warnings).toEqual([message]);
    expect(editor.html).toContain('<p><strong>[[pullquote]]<mark');
    expect(editor.marks()).toEqual([message]);
  });

  it.each([
    [
      'a later list item',
      '<ul><li>[[pullquote]] One</li><li>Two [[/pullquote]]</li></ul>',
      '<ul><li> One</li><li>Two </li></ul>',
      'its [[/pullquote]] is outside the list item (<li>) [[pullquote]] stands in',
    ],
    [
      'a heading',
      '<p>[[pullquote]]</p><p>Quote</p><h2>[[/pullquote]] Next</h2>',
      '<p>Quote</p><h2> Next</h2>',
      'its [[/pullquote]] stands in a heading (<h2>) [[pullquote]] is outside of',
    ],
  ])('a closing tag in %s: readers see the text without either tag, editors why they do not pair', (_, html, seen, why) => {
    const message = `[mck] rich text: <mck-pull-quote> "[[pullquote]]" not expanded: ${why}, and a module cannot hold part of one (put each tag in a paragraph of its own, around what the pullquote should hold)`;
    const { reader, editor } = expandAs(html);
    expect(reader.html).toBe(seen);
    expect(reader.warnings).toEqual([message]);
    expect(editor.marks()).toEqual([message]);
    expect(editor.el.textContent).toContain('[[/pullquote]]');
  });

  it('[[image src=…]] as an editor would guess it: no box for readers; editors see that an image holds its <img>, and which attributes it does not read', async () => {
    const attributesOf = vi.fn(async (tag: string) => (tag === 'mck-inline-image' ? [] : undefined));
    const alone = expandAs('<p>Chart: [[image src="/a.png" alt="Chart"]]</p>', { attributesOf });
    expect(alone.reader.html).toBe('<p>Chart: </p>');
    expect(alone.editor.marks()).toEqual([
      '[mck] rich text: <mck-inline-image> "[[image src="/a.png" alt="Chart"]]" not expanded: no [[/image]] after it (an image shows what stands between [[image]] and [[/image]])',
    ]);

    const closed = expandAs('<p>[[image src="/a.png"]][[/image]]</p><p>[[image src="/b.png"]]<img src="/b.png" alt="B">[[/image]]</p>', { attributesOf });
    await vi.waitFor(() => expect(closed.editor.marks()).toHaveLength(3));
    expect(closed.reader.html).toBe('<mck-inline-image src="/b.png"><img src="/b.png" alt="B"></mck-inline-image>');
    const unread = (n: string) => `[mck] rich text: <mck-inline-image> "[[image src="/${n}.png"]]": "src" is no attribute of <mck-inline-image>, ignored (it has none: it shows what stands between its tags)`;
    expect(closed.reader.warnings).toEqual([
      '[mck] rich text: <mck-inline-image> "[[image src="/a.png"]]" has nothing before its [[/image]], so readers see nothing of it',
      unread('b'),
    ]);
    expect(closed.editor.marks()).toEqual([
      closed.reader.warnings[0],
      unread('a'),
      unread('b'),
    ]);
  });

  it('reports a misspelt attribute once the widget is defined, naming the ones it reads', async () => {
    const attributesOf = async (tag: string) => (tag === 'mck-video' ? ['video-id', 'label', 'poster', 'autoplay', 'data-mck-hydrated'] : undefined);
    const { reader, editor } = expandAs('<p>[[video videoid="x" hydrate="load"]]</p>', { attributesOf });
    const message = '[mck] rich text: <mck-video> "[[video videoid="x" hydrate="load"]]": "videoid" is no attribute of <mck-video>, ignored (its attributes: video-id, label, poster, autoplay)';
    await vi.waitFor(() => expect(editor.marks()).toEqual([message]));
    expect(reader.html).toBe('<mck-video videoid="x" hydrate="load"></mck-video>');
    expect(reader.warnings).toEqual([message]);
  });
});
