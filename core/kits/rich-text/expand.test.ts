import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expandRichText, type ExpandContext } from './expand.js';
import { MODULE_TAGS } from './modules.js';

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
  it.each(Object.entries(MODULE_TAGS))('turns [[%s]] into <%s>', (name, tag) => {
    const el = richText(`<p>Before [[${name.toUpperCase()}]] after</p>`);
    expandRichText(el, context);
    expect(el.innerHTML).toBe(`<p>Before <${tag}></${tag}> after</p>`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sets the attributes as written, decoded, without parsing them as HTML', () => {
    const el = richText('<p>[[pullquote quote="&amp;lt;img src=x onerror=alert(1)&amp;gt;" citation="A &amp;amp; B"]]</p>');
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
    const el = richText('[[tabbed container]]a[[story]]b[[/story]][[accordion]]c[[/accordion]][[image]][[/tabbed container]]');
    expandRichText(el, context);
    expect(el.innerHTML).toBe(
      '<mck-tabbed-container>a<mck-story-container>b</mck-story-container><mck-accordion>c</mck-accordion><mck-inline-image></mck-inline-image></mck-tabbed-container>',
    );
  });

  it('leaves a module open between a pair empty where it stands', () => {
    const el = richText('[[accordion]]a[[quiz]]b[[/accordion]]');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('<mck-accordion>a<mck-quiz></mck-quiz>b</mck-accordion>');
  });

  it('pairs tags only under the same parent element; a closing tag nothing opened stays text', () => {
    const el = richText('<p>[[accordion]]</p><p>[[/accordion]]</p>');
    expandRichText(el, context);
    expect(el.innerHTML).toBe('<p><mck-accordion></mck-accordion></p><p>[[/accordion]]</p>');
  });

  it('leaves an unknown module as text, with one warning per name naming it', () => {
    const el = richText('<p>[[gallery id="1"]]</p><p>[[Gallery]] and [[/gallery]]</p><p>[[slideshow]]</p>');
    expandRichText(el, context);
    expect(el.textContent).toBe('[[gallery id="1"]][[Gallery]] and [[/gallery]][[slideshow]]');
    expect(el.querySelector('*:not(p)')).toBeNull();
    expect(warn.mock.calls.map(([message]) => message.match(/unknown module "(\w+)"/)?.[1])).toEqual(['gallery', 'slideshow']);
  });

  it('leaves malformed brackets as text, without a warning', () => {
    const text = '[[image src="/a.png"] [[pullquote quote=\'x\']] [[]] [image]';
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
