import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { contentPath, contentScriptUrl } from './bespoke-interactive.calls.js';
import { interactiveKey, registeredRenderer } from './bespoke-interactive.registry.js';

describe('where an interactive is loaded from', () => {
  beforeEach(() => configureForTest({ navigationOrigins: ['https://content.example'] }));
  afterEach(() => setConfig(null));

  it('is /spContent/{id}/index.js, or its /preview/ build (E§2)', () => {
    expect(contentPath('growth', false)).toBe('spContent/growth/index.js');
    expect(contentPath('growth', true)).toBe('spContent/growth/preview/index.js');
  });

  it("hangs from this page's origin by default, or from an allowed content base", () => {
    expect(contentScriptUrl('growth', false, '')).toBe(`${location.origin}/spContent/growth/index.js`);
    expect(contentScriptUrl('growth', true, 'https://content.example')).toBe('https://content.example/spContent/growth/preview/index.js');
    expect(contentScriptUrl('growth', false, 'https://content.example/cms')).toBe('https://content.example/cms/spContent/growth/index.js');
  });

  it('is refused on an origin the page does not allow', () => {
    expect(contentScriptUrl('growth', false, 'https://elsewhere.example/')).toBeNull();
  });
});

describe('the renderer a script registers', () => {
  afterEach(() => { delete window.mckInteractives; });

  it('is found under {id} or {id}/preview; none registered is a failure', () => {
    const render = () => undefined;
    window.mckInteractives = { [interactiveKey('growth', true)]: render };
    expect(registeredRenderer('growth/preview')).toBe(render);
    expect(() => registeredRenderer(interactiveKey('growth', false))).toThrow('registered no renderer');
  });
});
