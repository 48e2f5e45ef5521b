import { expect } from 'chai';
import { dictionary } from '../../core/text/i18n.js';
import { emit } from '../../core/page/events.js';
import { deepActiveElement } from '../../core/kits/dialog/index.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto, typeInto } from '../../tests/support/keys.js';
import './contact-modal.define.js';
import { contactModalParts } from './contact-modal.api.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The forms service's answers for this test, by path; other calls pass through. */
let answers: Record<string, () => Response>;
const posted: string[] = [];
const realFetch = window.fetch;
window.fetch = (input, init) => {
  const path = new URL(String(input), location.href).pathname;
  if (path.startsWith('/test-services/forms/')) {
    const call = path.slice('/test-services/forms'.length);
    posted.push(call);
    return Promise.resolve((answers[call] ?? (() => json(404, { message: 'no' })))());
  }
  return realFetch(input, init);
};

const OWN = '<mck-contact-modal to="ben.partner@example.com" partner-name="Ben Partner" trigger="Profile"><a href="mailto:ben.partner@example.com">Get in touch</a></mck-contact-modal>';
const field = (el: Element, name: string) => shadow(el).querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`)!;
const dialog = (el: Element) => present<HTMLDialogElement>(el, 'dialog[open]');

async function fillIn(el: Element, email = 'vera@visitor.test') {
  await typeInto(el, 'name', 'Vera Visitor');
  await typeInto(el, 'email', email);
  await typeInto(el, 'subject', 'A question');
  await typeInto(el, 'message', 'Hello');
  shadow(el).querySelector<HTMLInputElement>('[part=captcha] input')!.click();
}

describe('mck-contact-modal', () => {
  widgetTestHooks('mck-contact-modal', contactModalParts, () => {
    dictionary.value = {};
    document.documentElement.removeAttribute('dir');
    sessionStorage.clear();
  });
  beforeEach(() => {
    posted.length = 0;
    answers = {
      '/save-form-data': () => json(200, { data: { successMessage: '<p><strong onmouseover="window.hacked=1">Thank you.</strong><script>window.hacked=1</script></p>' } }),
      '/generate-otp': () => json(200, { data: { expiresInSeconds: 600 } }),
    };
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('opens by keyboard with a visible focus, moves focus into the form, and Esc brings it back to the button', async () => {
    const el = fixture(OWN);
    await present(el, '[part=trigger]');
    const button = await tabInto<HTMLButtonElement>(el);
    expect(button.getAttribute('part')).to.equal('trigger');
    await sendKeys({ press: 'Enter' });
    const open = await dialog(el);
    expect(open.querySelector('[part=dialog-title]')!.textContent).to.equal('Contact Ben Partner');
    await waitFor(() => expect(deepActiveElement()).to.equal(field(el, 'name')));
    await sendKeys({ press: 'Tab' });
    expect(getComputedStyle(field(el, 'email')).outlineStyle).not.to.equal('none');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(shadow(el).querySelector('dialog[open]')).to.equal(null));
    await waitFor(() => expect(deepActiveElement()).to.equal(button));
  });

  it('sends with the submit enabled only once valid, and shows the service\'s message sanitised; axe clean open and after', async () => {
    const el = fixture(OWN);
    (await present<HTMLButtonElement>(el, '[part=trigger]')).click();
    await dialog(el);
    const submit = shadow(el).querySelector<HTMLButtonElement>('[part=submit]')!;
    expect(submit.disabled).to.equal(true);
    await expectAxeClean(el);
    await fillIn(el);
    await waitFor(() => expect(submit.disabled).to.equal(false));
    submit.click();
    const success = await present(el, '[part=success]');
    expect(success.textContent).to.equal('Thank you.');
    expect(success.querySelector('strong')).not.to.equal(null);
    expect(success.innerHTML).not.to.contain('onmouseover');
    expect(success.querySelector('script')).to.equal(null);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
    expect(posted).to.deep.equal(['/save-form-data']);
    await expectAxeClean(el);
  });

  it('shows the error alert and empties the form after a failed send (axe clean)', async () => {
    answers['/save-form-data'] = () => json(503, { message: 'Unavailable' });
    const el = fixture(OWN);
    (await present<HTMLButtonElement>(el, '[part=trigger]')).click();
    await dialog(el);
    await fillIn(el);
    shadow(el).querySelector<HTMLButtonElement>('[part=submit]')!.click();
    const alert = await present(el, '[part~=error-message][role=alert]');
    expect(alert.textContent).to.equal('Something went wrong. Please try again.');
    for (const name of ['name', 'email', 'subject', 'message']) expect(field(el, name).value).to.equal('');
    await expectAxeClean(el);
  });

  it('asks for the code from a Profile under otp_verification_enabled; the code step, an invalid and an expired code are axe clean', async () => {
    testConfig({ flags: { otp_verification_enabled: true } });
    const el = fixture('<mck-contact-modal></mck-contact-modal>');
    await present(el, 'dialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
    emit('contact:open', { to: 'ada.partner@example.com', partnerName: 'Ada Partner', trigger: 'Profile' });
    await dialog(el);
    await fillIn(el);
    await waitFor(() => expect(shadow(el).querySelector<HTMLButtonElement>('[part=submit]')!.disabled).to.equal(false));
    shadow(el).querySelector<HTMLButtonElement>('[part=submit]')!.click();
    await present(el, '[part=code-form]');
    expect(posted).to.deep.equal(['/generate-otp']);
    expect(shadow(el).querySelector<HTMLButtonElement>('[part=resend]')!.disabled).to.equal(true);
    await expectAxeClean(el);

    answers['/save-form-data-with-otp'] = () => json(400, { message: 'Otp is invalid' });
    await typeInto(el, 'code', '123456');
    shadow(el).querySelector<HTMLButtonElement>('[part=code-form] [part=submit]')!.click();
    expect((await present(el, '[part~=error-message][role=alert]')).textContent).to.equal('That code is not right. Please check it and try again.');
    await expectAxeClean(el);

    answers['/save-form-data-with-otp'] = () => json(400, { message: 'Otp is expired' });
    shadow(el).querySelector<HTMLButtonElement>('[part=code-form] [part=submit]')!.click();
    const expired = await present(el, '[part~=expired-message]');
    expect(expired.textContent).to.equal('Your code has expired. Click here to get a new one.');
    await expectAxeClean(el);
    shadow(el).querySelector<HTMLAnchorElement>('[part=expired-link]')!.click();
    await waitFor(() => expect(posted.at(-1)).to.equal('/generate-otp'));
    await waitFor(() => expect(shadow(el).querySelector('[part~=expired-message]')).to.equal(null));
  });

  it('warns about a free-mail address from a Profile under email_domain_validation_enabled', async () => {
    testConfig({ flags: { email_domain_validation_enabled: true } });
    const el = fixture(OWN);
    (await present<HTMLButtonElement>(el, '[part=trigger]')).click();
    await dialog(el);
    await fillIn(el, 'vera@gmail.com');
    field(el, 'name').focus();
    const warning = await present(el, '[part=field-error]');
    expect(warning.textContent).to.equal('Please use your work email address: we cannot accept addresses at gmail.com.');
    expect(shadow(el).querySelector<HTMLButtonElement>('[part=submit]')!.disabled).to.equal(true);
    await expectAxeClean(el);
  });

  it('opens without any animation under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = fixture(OWN);
    (await present<HTMLButtonElement>(el, '[part=trigger]')).click();
    const open = await dialog(el);
    expect(open.getAnimations({ subtree: true })).to.have.length(0);
  });

  it('reads right to left in Arabic', async () => {
    dictionary.value = { ContactModal_Open: 'تواصل معنا', Contact_HeadingPartner: 'التواصل مع {partnerName}', Contact_Name: 'الاسم' };
    document.documentElement.dir = 'rtl';
    const el = fixture(OWN);
    const trigger = await present<HTMLButtonElement>(el, '[part=trigger]');
    expect(trigger.textContent).to.equal('تواصل معنا');
    trigger.click();
    const open = await dialog(el);
    expect(open.querySelector('[part=dialog-title]')!.textContent).to.equal('التواصل مع Ben Partner');
    expect(getComputedStyle(open).direction).to.equal('rtl');
    const close = open.querySelector('[part=dialog-close]')!.getBoundingClientRect();
    expect(close.left).to.be.lessThan(open.getBoundingClientRect().left + open.getBoundingClientRect().width / 2);
  });

  it('shows its error state for a malformed recipient, naming tag and attribute', async () => {
    await expectAttributeError('<mck-contact-modal to="ben.partner"></mck-contact-modal>', 'mck-contact-modal', 'to');
  });
});
