import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import './alumni-module.define.js';
import { alumniModuleParts } from './alumni-module.api.js';

const module = (name: string) => fixture(`<mck-alumni-module module-name="${name}"><p>Printed fallback</p></mck-alumni-module>`);

describe('mck-alumni-module', () => {
  widgetTestHooks('mck-alumni-module', alumniModuleParts, () => document.documentElement.removeAttribute('dir'));

  it('renders a built module\'s widget inside the tag, where the loader hydrates it, and hides the printed fallback', async () => {
    const el = module('SignIn');
    const signIn = await waitFor(() => {
      const found = el.querySelector('mck-signin');
      if (!found) throw new Error('not added yet');
      return found;
    });
    expect(signIn.getAttribute('slot')).to.equal('module');
    expect(el.querySelector('p')!.getBoundingClientRect().height).to.equal(0);
  });

  it('labels the placeholder module with its name; keyboard focus passes it by (nothing to operate)', async () => {
    const before = fixture('<button type="button">Before</button>');
    const el = module('QuizTracker');
    const after = fixture('<button type="button">After</button>');
    const title = await present(el, '[part=title]');
    expect(title.textContent).to.equal('Alumni module: QuizTracker');
    expect(shadow(el).querySelector('[part=placeholder]')!.getBoundingClientRect().height).to.be.greaterThan(0);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(after);
    expect(getComputedStyle(after).outlineStyle).not.to.equal('none');
    await expectAxeClean(el);
  });

  it('shows the placeholder message for an unknown name, warning with the tag and the attribute', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => { warnings.push(args.join(' ')); };
    try {
      const el = module('NoSuchModule');
      const message = await present(el, '[part=message]');
      expect(message.textContent).to.equal('There is no alumni module of this name.');
      expect(warnings.some((line) => line.includes('[mck-alumni-module] attribute "module-name"') && line.includes('NoSuchModule'))).to.equal(true);
      await expectAxeClean(el);
    } finally {
      console.warn = warn;
    }
  });

  it('mirrors in Arabic: the placeholder reads from the right', async () => {
    document.documentElement.dir = 'rtl';
    const el = module('Profile');
    const title = await present(el, '[part=title]');
    expect(getComputedStyle(title).direction).to.equal('rtl');
    await expectAxeClean(el);
  });

  it('shows its error state without a module name (a blank one alike), naming tag and attribute', async () => {
    await expectAttributeError('<mck-alumni-module></mck-alumni-module>', 'mck-alumni-module', 'module-name');
    const blank = fixture('<mck-alumni-module module-name="  "></mck-alumni-module>');
    await present(blank, '[part=error]');
    expect(blank.getAttribute('data-mck-error')).to.equal('attribute');
  });
});
