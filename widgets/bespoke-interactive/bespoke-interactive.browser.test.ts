import { expect } from 'chai';
import { dictionary } from '../../core/text/i18n.js';
import {
  captureConsoleErrors, expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { tabInto } from '../../tests/support/keys.js';
import './bespoke-interactive.define.js';
import { bespokeInteractiveParts } from './bespoke-interactive.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

declare global {
  interface Window { fixtureLoads?: number }
}

/** Fixture scripts under widgets/bespoke-interactive/fixtures/spContent/ on this test server. */
const BASE = `${location.origin}/widgets/bespoke-interactive/fixtures/`;
const tag = (id: string, attrs = '') =>
  `<mck-bespoke-interactive interactive-id="${id}" content-base="${BASE}" ${attrs}><p class="fallback">A still of the interactive. <a href="#still">Read the data</a></p></mck-bespoke-interactive>`;
const drawn = (el: Element) => present<HTMLButtonElement>(el, '[part=stage] button');
const scriptsFor = (id: string) => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => s.src.includes(`/spContent/${id}/`));

describe('mck-bespoke-interactive', () => {
  widgetTestHooks('mck-bespoke-interactive', bespokeInteractiveParts, () => {
    document.documentElement.removeAttribute('dir');
    dictionary.value = {};
  });

  it('loads /spContent/{id}/index.js once for every element showing it; each draws in its stage', async () => {
    const first = fixture(tag('fixture-ok'));
    const second = fixture(tag('fixture-ok'));
    expect((await drawn(first)).textContent).to.equal('Play (en)');
    expect((await drawn(second)).textContent).to.equal('Play (en)');
    expect(window.fixtureLoads).to.equal(1);
    expect(scriptsFor('fixture-ok').map((s) => s.src)).to.deep.equal([`${BASE}spContent/fixture-ok/index.js`]);
    // Drawn: the CMS's fallback gives way to the stage.
    expect(shadow(first).querySelector('slot')).to.equal(null);
  });

  it('loads the preview build in editor mode and with the preview attribute', async () => {
    testConfig({ editorMode: true });
    const editing = fixture(tag('fixture-ok'));
    expect((await drawn(editing)).textContent).to.equal('Preview build');
    testConfig();
    const previewing = fixture(tag('fixture-ok', 'preview'));
    expect((await drawn(previewing)).textContent).to.equal('Preview build');
  });

  it('keeps the CMS fallback and says so when the script cannot be loaded or registers nothing', async () => {
    for (const id of ['fixture-missing', 'fixture-silent']) {
      const el = fixture(tag(id));
      const notice = await present(el, '[part=notice][role=status]:not(.visually-hidden)');
      expect(notice.textContent, id).to.equal('The interactive could not be loaded.');
      expect(shadow(el).querySelector('slot'), id).not.to.equal(null);
      expect((el.querySelector('.fallback') as HTMLElement).offsetHeight, id).to.be.greaterThan(0);
    }
  });

  it('is described for screen readers: its accessibility description, else the default text (E§8)', async () => {
    const described = fixture(tag('fixture-ok', 'accessibility-description="Growth by year, 2021 to 2024"'));
    const plain = fixture(tag('fixture-ok'));
    await drawn(described);
    await drawn(plain);
    const descriptionOf = (el: Element) => {
      const region = shadow(el).querySelector('[part=base]')!;
      return shadow(el).getElementById(region.getAttribute('aria-describedby')!)!.textContent;
    };
    expect(descriptionOf(described)).to.equal('Growth by year, 2021 to 2024');
    expect(descriptionOf(plain)).to.equal('Interactive graphic');
  });

  it("is reached by keyboard: the interactive's own control, with visible focus", async () => {
    const el = fixture(tag('fixture-ok'));
    await drawn(el);
    const focused = await tabInto(el);
    expect(focused.textContent).to.equal('Play (en)');
  });

  it('reads right to left in Arabic', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    dictionary.value = { BespokeInteractive_LoadFailed: 'تعذّر تحميل المحتوى التفاعلي.' };
    const el = fixture(tag('fixture-missing'));
    const notice = await present(el, '[part=notice]:not(.visually-hidden)');
    expect(notice.textContent).to.equal('تعذّر تحميل المحتوى التفاعلي.');
    expect(getComputedStyle(notice).direction).to.equal('rtl');
  });

  it('is axe clean drawn, loading and failed', async () => {
    const ready = fixture(tag('fixture-ok'));
    await drawn(ready);
    await expectAxeClean(ready);
    const failed = fixture(tag('fixture-missing'));
    await present(failed, '[part=notice]:not(.visually-hidden)');
    await expectAxeClean(failed);
  });

  it('shows its error state for a missing or unsafe id and a content base the page does not allow, naming tag and attribute', async () => {
    await expectAttributeError('<mck-bespoke-interactive></mck-bespoke-interactive>', 'mck-bespoke-interactive', 'interactive-id');
    const climbing = await expectAttributeError(`<mck-bespoke-interactive interactive-id="../../secret" content-base="${BASE}"></mck-bespoke-interactive>`, 'mck-bespoke-interactive', 'interactive-id');
    expect(scriptsFor('secret')).to.deep.equal([]);
    await expectAttributeError('<mck-bespoke-interactive interactive-id="fixture-ok" content-base="https://elsewhere.example/"></mck-bespoke-interactive>', 'mck-bespoke-interactive', 'content-base');
    expect(shadow(climbing).querySelector('[part=stage]')).to.equal(null);
  });

  it('names the interactive on the console when its script fails', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => { warnings.push(args.map(String).join(' ')); };
    try {
      const errors = await captureConsoleErrors(async () => {
        const el = fixture(tag('fixture-silent'));
        await present(el, '[part=notice]:not(.visually-hidden)');
      });
      expect(errors).to.deep.equal([]);
      await waitFor(() => expect(warnings.some((w) => w.includes('[mck-bespoke-interactive] interactive-id "fixture-silent"'))).to.equal(true));
    } finally {
      console.warn = original;
    }
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('bespoke-interactive');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('bespoke-interactive', css())).to.deep.equal([]);
    });
  });
});
