import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../core/page/events.js';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import './contact-modal.define.js';

/** Rendered, and its effects (the page-event listener) run. */
const listening = async (el: Element) => {
  await vi.waitFor(() => expect(el.shadowRoot?.querySelector('dialog')).toBeTruthy());
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const dialogOf = (el: Element) => inShadow<HTMLDialogElement>(el, 'dialog[open]');
const PARTNER = { to: 'ada@example.com', partnerName: 'Ada Partner', trigger: 'Profile' };

describe('<mck-contact-modal>', () => {
  beforeEach(() => configureForTest());
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
    setConfig(null);
  });

  it('opens the contact form for the page event contact:open, titled with the partner', async () => {
    const el = mount('<mck-contact-modal></mck-contact-modal>');
    await listening(el);
    expect(el.shadowRoot!.querySelector('[part=trigger]')).toBeNull();
    emit('contact:open', PARTNER);
    const dialog = await dialogOf(el);
    expect(dialog.querySelector('[part=dialog-title]')!.textContent).toBe('Contact Ada Partner');
    expect([...dialog.querySelectorAll('[part=label]')].map((l) => l.textContent)).toEqual([
      'Name', 'Email address', 'Job title (optional)', 'Organization (optional)', 'Subject', 'Message (optional)',
    ]);
    dialog.querySelector<HTMLButtonElement>('[part=dialog-close]')!.click();
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('dialog form')).toBeNull());
  });

  it('with a `to` is its own "get in touch" button, and leaves the page event to the page\'s dialog', async () => {
    const el = mount('<mck-contact-modal to="ada@example.com" partner-name="Ada" trigger="talkToUs" label="Write to Ada"></mck-contact-modal>');
    const button = await inShadow<HTMLButtonElement>(el, '[part=trigger]');
    expect(button.textContent).toBe('Write to Ada');
    emit('contact:open', PARTNER);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.shadowRoot!.querySelector('dialog[open]')).toBeNull();
    button.click();
    const dialog = await dialogOf(el);
    expect(dialog.querySelector('[part=dialog-title]')!.textContent).toBe('Contact Ada');
    expect([...dialog.querySelectorAll('[part=label]')].at(-1)!.textContent).toBe('Message');
  });

  it('names itself on the console and stays closed for a contact:open without an address', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount('<mck-contact-modal></mck-contact-modal>');
    await listening(el);
    window.mck!.events!.publish('contact:open', { partnerName: 'Nobody' });
    expect(errors.mock.calls.some(([first]) => String(first).includes('[mck-contact-modal] contact:open needs a "to" address'))).toBe(true);
    expect(el.shadowRoot!.querySelector('dialog[open]')).toBeNull();
  });
});
