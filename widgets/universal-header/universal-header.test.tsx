import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { breadcrumbTrail, readHeaderContent } from './universal-header.content.js';
import './universal-header.define.js';

const href = (path: string) => new URL(path, location.href).href;

describe('readHeaderContent', () => {
  it('finds header content in unslotted children or text, not in the plain breadcrumb', () => {
    expect(readHeaderContent(mount('<mck-x><nav slot="breadcrumb"><a href="/">Home</a></nav><h1>Title</h1></mck-x>'))).toEqual({ heading: true });
    expect(readHeaderContent(mount('<mck-x>Bare title</mck-x>'))).toEqual({ heading: true });
    expect(readHeaderContent(mount('<mck-x> <h1> </h1><nav slot="breadcrumb">Home</nav></mck-x>'))).toEqual({ heading: false });
  });
});

describe('breadcrumbTrail', () => {
  it('keeps the order, marks the last step current, keeps the text of a step without URL, drops one without text', () => {
    configureForTest();
    expect(breadcrumbTrail([{ url: '/', text: 'Home' }, { url: '/x' }, { text: 'Insights' }, { url: '/here', text: 'Here' }])).toEqual([
      { text: 'Home', href: href('/'), current: false },
      { text: 'Insights', current: false },
      { text: 'Here', href: href('/here'), current: true },
    ]);
    expect(breadcrumbTrail([])).toEqual([]);
  });
});

describe('<mck-universal-header>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('renders the breadcrumb as a named nav with an ordered list, the current page last', async () => {
    configureForTest();
    const el = mount(`<mck-universal-header breadcrumb='[{"url":"/","text":"Home"},{"text":"Here"}]'><h1>Here</h1></mck-universal-header>`);
    const nav = await inShadow(el, 'nav');
    expect(nav.getAttribute('aria-label')).toBe('Breadcrumb');
    const steps = [...nav.querySelectorAll('ol > li')];
    expect(steps.map((li) => li.textContent)).toEqual(['Home', 'Here']);
    expect(steps[0]!.querySelector('a')!.getAttribute('href')).toBe(href('/'));
    expect(steps[1]!.querySelector('[aria-current=page]')!.textContent).toBe('Here');
    expect(el.shadowRoot!.querySelector('slot:not([name])')).not.toBeNull();
  });

  it('renders no nav without a breadcrumb, nothing for visitors without content, a placeholder for editors', async () => {
    configureForTest();
    const plain = mount('<mck-universal-header><h1>Title</h1></mck-universal-header>');
    await inShadow(plain, '[part=base]');
    expect(plain.shadowRoot!.querySelector('nav')).toBeNull();
    const empty = mount('<mck-universal-header></mck-universal-header>');
    await new Promise((r) => setTimeout(r, 50));
    expect(empty.shadowRoot!.querySelector('[part=base]')).toBeNull();
    configureForTest({ editorMode: true });
    const editing = mount('<mck-universal-header> </mck-universal-header>');
    expect((await inShadow(editing, '[part=placeholder]')).textContent).toBe('Empty field: Heading');
  });
});
