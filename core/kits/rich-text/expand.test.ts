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

  it('leaves an unknown module as text, with one warning per name naming it', () => {
    const el = richText('<p>[[gallery id="1"]]</p><p>[[Gallery]] and [[/gallery]]</p><p>[[slideshow]]</p>');
    expandRichText(el, context);
    expect(el.textContent).toBe('[[gallery id="1"]][[Gallery]] and [[/gallery]][[slideshow]]');
    expect(el.querySelector('*:not(p)')).toBeNull();
    expect(warn.mock.calls.map(([message]) => message.match(/unknown module "(\w+)"/)?.[1])).toEqual(['gallery', 'slideshow']);
  });

  it('leaves brackets that are no tag as text, without a warning', () => {
    const text = '[image] [[]] [[image2]] [Video: 3 min] [gallery ids="1"] [[ oops';
    const el = richText(`<p>${text}</p>`);
    expandRichText(el, context);
    expect(el.innerHTML).toBe(`<p>${text}</p>`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses event-handler attributes: the tag stays text, with a warning', () => {
    const el = richText('<p>[[image src="/a.png" onload="alert(1)"]]</p>');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('<p>[[image src="/a.png" onload="alert(1)"]]</p>');
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
    ['a closing tag nothing opened', '<p>[[/pullquote]]</p>', '"[[/pullquote]]" left as text: no [[pullquote]] before it to close'],
    ['an unclosed module that needs content', '<p>[[pullquote]]</p><p>Quote</p>', '"[[pullquote]]" left as text: a pullquote needs its content, then [[/pullquote]]'],
    ['a value without quotes', '<p>[[video video-id=x]]</p>', '"[[video video-id=x]]" left as text: not a well-formed video tag'],
    ['a URL without quotes', '<p>[[image src=/a.png]]<img src="/a.png" alt="">[[/image]]</p>', '"[[image src=/a.png]]" left as text: not a well-formed image tag'],
    ['an unescaped quote', '<p>[[pullquote cite="a "b" c"]]Quote[[/pullquote]]</p>', '"[[pullquote cite="a "b" c"]]" left as text: not a well-formed pullquote tag'],
    ['a malformed tag spread over formatting', '<p>[[video <b>video-id=x</b>]]</p>', '"[[video video-id=x]]" left as text: not a well-formed video tag'],
    ['a malformed escaped WordPress tag', '<p>[video video-id=x]</p>', '"[video video-id=x]" left as text: not a well-formed video tag'],
  ])('leaves %s as text exactly as written, with one warning quoting it', (_, html, message) => {
    const el = richText(html);
    expandRichText(el, { ...context, editorMode: false });
    expect(el.innerHTML).toBe(html);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(`[mck] rich text: ${message}${message.endsWith('tag') ? ' (write each attribute as name="value", a quote inside a value as &quot;)' : ''}`);
    expect(el.querySelector('mark')).toBeNull();
  });

  it('leaves a broken opening tag\'s closing tag as text with it, reporting the problem once', () => {
    const html = '<p>[[image src=/a.png]]</p><p><img src="/a.png" alt=""></p><p>[[/image]]</p>';
    const el = richText(html);
    expandRichText(el, context);
    expect(el.innerHTML).toBe(html);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('creates a module that needs content and was closed around nothing, with a warning', () => {
    const el = richText('<p>[[pullquote]]</p><p></p><p>[[/pullquote]]</p>');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('<mck-pull-quote></mck-pull-quote>');
    expect(warn).toHaveBeenCalledExactlyOnceWith('[mck] rich text: "[[pullquote]]" has no content before its [[/pullquote]]');
  });

  it('shows editors a marker after each problem, with the warning as its text and no style attribute', () => {
    const el = richText('<p>[[video video-id=x]] and [[/quiz]]</p><p>[[pullquote]]</p><p>[[/pullquote]]</p>');
    expandRichText(el, { ...context, editorMode: true });
    const markers = [...el.querySelectorAll('mark[data-mck-rich-text-problem]')];
    expect(markers.map((mark) => `${mark.previousSibling?.textContent ?? ''} → ${mark.textContent}`)).toEqual([
      `[[video video-id=x]] → rich text: "[[video video-id=x]]" left as text: not a well-formed video tag (write each attribute as name="value", a quote inside a value as &quot;)`,
      ' and [[/quiz]] → rich text: "[[/quiz]]" left as text: no [[quiz]] before it to close',
      ' → rich text: "[[pullquote]]" has no content before its [[/pullquote]]',
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
      expect(reader.innerHTML).toBe('<p>[[/pullquote]]</p>');
    } finally {
      config.remove();
    }
  });
});
