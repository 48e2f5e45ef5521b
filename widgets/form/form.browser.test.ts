import { expect } from 'chai';
import { dictionary } from '../../core/text/i18n.js';
import {
  captureConsoleErrors, expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './form.define.js';
import { formParts } from './form.api.js';

const GLOBAL = '<mck-form to="contact@example.com" form-type="global contact us"><h2>Contact us</h2></mck-form>';

describe('mck-form', () => {
  widgetTestHooks('mck-form', formParts, () => {
    dictionary.value = {};
    document.documentElement.removeAttribute('dir');
    sessionStorage.clear();
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('is reached by keyboard with a visible focus, field after field', async () => {
    const el = fixture(GLOBAL);
    await present(el, 'form');
    const first = await tabInto<HTMLInputElement>(el);
    expect(first.name).to.equal('name');
    await sendKeys({ press: 'Tab' });
    const second = el.shadowRoot!.activeElement as HTMLInputElement;
    expect(second.name).to.equal('email');
    expect(getComputedStyle(second).outlineStyle).not.to.equal('none');
  });

  it('is axe clean for global contact us, talkToUs and in editor mode', async () => {
    const global = fixture(GLOBAL);
    await present(global, 'form');
    await expectAxeClean(global);
    const talk = fixture('<mck-form to="contact@example.com" heading="Talk to us" trigger="talkToUs"></mck-form>');
    await present(talk, 'form');
    await expectAxeClean(talk);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-form to="contact@example.com"></mck-form>');
    expect((await present(editing, '[part=placeholder]')).textContent).to.contain('Heading');
    await expectAxeClean(editing);
  });

  it('has no animation under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = fixture(GLOBAL);
    await present(el, 'form');
    expect(el.shadowRoot!.getAnimations()).to.have.length(0);
  });

  it('reads right to left in Arabic', async () => {
    dictionary.value = { Contact_Heading: 'اتصل بنا', Contact_Name: 'الاسم' };
    document.documentElement.dir = 'rtl';
    const el = fixture(GLOBAL);
    const label = await present(el, '[part=label]');
    expect(label.textContent).to.equal('الاسم');
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('اتصل بنا');
    expect(getComputedStyle(label).direction).to.equal('rtl');
    const input = shadow(el).querySelector('input')!.getBoundingClientRect();
    expect(label.getBoundingClientRect().right).to.be.closeTo(input.right, 1);
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-form to="contact@example.com" form-type="newsletter"></mck-form>', 'mck-form', 'form-type');
    await expectAttributeError('<mck-form to="contact"></mck-form>', 'mck-form', 'to');
  });

  it('shows its error state without a recipient, saying so on the console', async () => {
    const errors = await captureConsoleErrors(async () => {
      await present(fixture('<mck-form></mck-form>'), '[part=error]');
    });
    expect(errors.join('\n')).to.contain('[mck-form] the "to" attribute (the recipient address) is required.');
  });
});
