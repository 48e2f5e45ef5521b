import { expect } from 'chai';
import { createElement as h } from 'react';
import { text } from '../../host/attributes.js';
import { defineWidget, registerWidget, type WidgetProps } from '../../host/define-widget.js';
import { HttpError } from '../../session/http.js';
import { email, required } from './validation.js';
import { cleanup, expectAxeClean, fixture, present, shadow, testConfig, waitFor } from '../../../tests/support/browser.js';
import { sendKeys } from '../../../tests/support/keys.js';
import { deepActiveElement } from '../dialog/index.js';
import { testCaptcha } from '../captcha/index.js';
import { CaptchaSlot, Form, formStyles, FormMessages, SubmitButton, TextField, useForm } from './index.js';

/** What the probe's `send` does, set per test: `answer` resolves it, `fail` rejects it. */
const server: { calls: number; fail: unknown } = { calls: 0, fail: null };

const attributes = { captcha: text('') };
function Probe({ captcha }: WidgetProps<typeof attributes>) {
  const form = useForm({
    id: 'probe',
    fields: { name: { rules: [required()] }, email: { rules: [required(), email] } },
    captcha: captcha === 'on' ? testCaptcha() : undefined,
    failures: { showServerMessage: true },
    send: async () => {
      server.calls += 1;
      if (server.fail) throw server.fail;
      return 'ok';
    },
  });
  return h(Form, { form, labelledBy: 'title' },
    h('h2', { id: 'title' }, 'Contact'),
    h(FormMessages, { success: 'Thank you.' }),
    h(TextField, { name: 'name', label: 'Name', autoComplete: 'name' }),
    h(TextField, { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }),
    h(CaptchaSlot, { label: 'Captcha' }),
    h(SubmitButton, null, 'Send'));
}
registerWidget(class extends defineWidget({ tag: 'mck-test-form', component: Probe, attributes, styles: formStyles }) {});

const mount = async (html = '<mck-test-form></mck-test-form>') => {
  const el = fixture(html);
  const root = shadow(el);
  const form = await present<HTMLFormElement>(root, 'form');
  const input = (name: string) => root.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  const type = (name: string, value: string) => {
    input(name).focus();
    input(name).value = '';
    return sendKeys({ type: value });
  };
  const submit = () => root.querySelector<HTMLButtonElement>('[part=submit]')!.click();
  return { el, root, form, input, type, submit };
};

describe('form kit in a widget', () => {
  beforeEach(() => {
    testConfig();
    sessionStorage.clear();
    Object.assign(server, { calls: 0, fail: null });
  });
  afterEach(cleanup);

  it('a refused submit lists the errors, marks the fields and moves focus to the first one', async () => {
    const { root, input, submit } = await mount();
    submit();
    const summary = await present(root, '[part=error-summary][role=alert]');
    expect(summary.querySelector('h3')!.textContent).to.equal('There is a problem');
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal(['This field is required.', 'This field is required.']);
    await waitFor(() => expect(deepActiveElement()).to.equal(input('name')));
    expect(input('name').getAttribute('aria-invalid')).to.equal('true');
    const message = root.getElementById(input('email').getAttribute('aria-describedby')!)!;
    expect(message.textContent).to.equal('This field is required.');
    expect(server.calls).to.equal(0);
  });

  it('a link in the summary takes focus to its field', async () => {
    const { root, input, type, submit } = await mount();
    await type('name', 'Rosa');
    submit();
    const link = await present<HTMLAnchorElement>(root, '[part=error-summary] a');
    input('name').focus();
    link.click();
    expect(deepActiveElement()).to.equal(input('email'));
  });

  it('validates a field when the reader leaves it, then as they correct it', async () => {
    const { input, type } = await mount();
    await type('email', 'rosa@');
    expect(input('email').hasAttribute('aria-invalid')).to.equal(false);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(input('email').getAttribute('aria-invalid')).to.equal('true'));
    input('email').focus();
    await sendKeys({ type: 'example.com' });
    await waitFor(() => expect(input('email').hasAttribute('aria-invalid')).to.equal(false));
  });

  it('goes to the captcha when it is the only error, and sends once it is solved', async () => {
    const { root, type, submit } = await mount('<mck-test-form captcha="on"></mck-test-form>');
    await type('name', 'Rosa');
    await type('email', 'rosa@example.com');
    submit();
    const slot = await present<HTMLElement>(root, '[part=captcha] [role=group]');
    await waitFor(() => expect(deepActiveElement()).to.equal(slot));
    slot.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    submit();
    await waitFor(() => expect(root.querySelector('[part=success-message]')?.textContent).to.equal('Thank you.'));
    expect(server.calls).to.equal(1);
  });

  it('shows the captcha in the form\'s first frame, so the form does not grow under the reader', async () => {
    // The shadow tree as the browser could paint it: after each task that changed it (a mutation
    // observer runs before any frame can), the form on screen, with or without its captcha.
    const seen: string[] = [];
    const el = document.createElement('mck-test-form');
    el.setAttribute('captcha', 'on');
    fixture('<div></div>').append(el);
    const root = shadow(el);
    const watch = new MutationObserver(() => {
      if (root.querySelector('form')) seen.push(root.querySelector('[part~=captcha] label') ? 'with captcha' : 'without captcha');
    });
    watch.observe(root, { childList: true, subtree: true });
    await waitFor(() => expect(seen).to.include('with captcha'));
    watch.disconnect();
    expect(seen).to.not.include('without captcha');
  });

  it('Enter in a field submits; a failure keeps the input and shows the server text sanitised', async () => {
    server.fail = new HttpError({ status: 400, message: 'x', body: { message: 'Use <b>another</b> address<img src=x onerror="window.__pwned=1">' } });
    const { root, input, type } = await mount();
    await type('name', 'Rosa');
    await type('email', 'rosa@example.com');
    await sendKeys({ press: 'Enter' });
    const alert = await present(root, '[part=error-message]');
    expect(alert.getAttribute('role')).to.equal('alert');
    // The html kit is loaded when a form first shows server HTML: the alert is filled once it is in.
    expect((await present(root, '[part=error-message] b')).textContent).to.equal('another');
    expect(alert.innerHTML).not.to.contain('onerror');
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(input('name').value).to.equal('Rosa');
    expect(input('email').value).to.equal('rosa@example.com');
  });

  it('keeps typed input across a reload of the page (a session draft)', async () => {
    const first = await mount();
    await first.type('name', 'Rosa');
    cleanup();
    const again = await mount();
    expect(again.input('name').value).to.equal('Rosa');
  });

  it('is axe clean with errors showing', async () => {
    const { el, root, submit } = await mount('<mck-test-form captcha="on"></mck-test-form>');
    submit();
    await present(root, '[part=error-summary]');
    await expectAxeClean(el);
  });
});
