import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { FLOURISH_EMBED_BASE, flourishStrings } from './flourish.api.js';
import './flourish.define.js';

const frameOf = (el: Element) => inShadow<HTMLIFrameElement>(el, 'iframe');

describe('<mck-flourish>', () => {
  beforeEach(() => configureForTest());
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it("frames the visualisation's embed page from Flourish by default, named by its title, with a link to open it", async () => {
    const el = mount('<mck-flourish visualisation-id="1001" title="Revenue by year"></mck-flourish>');
    const frame = await frameOf(el);
    expect(frame.getAttribute('src')).toBe(`${FLOURISH_EMBED_BASE}visualisation/1001/embed`);
    expect(frame.title).toBe('Revenue by year');
    const link = el.shadowRoot!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(frame.getAttribute('src'));
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Open the visualisation in a new tab');
  });

  it("lets an embed on another origin keep its origin, as Flourish's embed code does, never one on the page's origin", async () => {
    const flourish = await frameOf(mount('<mck-flourish visualisation-id="1001"></mck-flourish>'));
    expect(flourish.getAttribute('sandbox')!.split(' ')).toContain('allow-same-origin');
    expect(flourish.getAttribute('sandbox')!.split(' ')).toContain('allow-scripts');
    const standIn = await frameOf(mount('<mck-flourish visualisation-id="1001" embed-base="/third-party/flourish/"></mck-flourish>'));
    expect(standIn.getAttribute('sandbox')!.split(' ')).toContain('allow-scripts');
    expect(standIn.getAttribute('sandbox')!.split(' ')).not.toContain('allow-same-origin');
  });

  it('takes the embed host from embed-base and a generic name when there is no title', async () => {
    const el = mount('<mck-flourish visualisation-id="1002" embed-base="https://stand-in.example/flourish"></mck-flourish>');
    const frame = await frameOf(el);
    expect(frame.getAttribute('src')).toBe('https://stand-in.example/flourish/visualisation/1002/embed');
    expect(frame.title).toBe(flourishStrings.defaults.Flourish_FrameTitle);
  });

  it('shows the title field to editors only, with a placeholder when empty', async () => {
    const visitor = mount('<mck-flourish visualisation-id="1001" title="Revenue"></mck-flourish>');
    await frameOf(visitor);
    expect(visitor.shadowRoot!.querySelector('[part=editor-title]')).toBeNull();
    configureForTest({ editorMode: true });
    const editor = mount('<mck-flourish visualisation-id="1001"></mck-flourish>');
    await frameOf(editor);
    expect(editor.shadowRoot!.querySelector('[part=placeholder]')?.textContent).toContain('Title');
  });
});
