import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import './form.define.js';

describe('<mck-form>', () => {
  beforeEach(() => configureForTest());
  // (Malformed attributes: the browser test; happy-dom reads every property while parsing a tag,
  // before the later attributes are set.)
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('shows the contact form under "Contact us" for FormType global contact us, named by its heading', async () => {
    const el = mount('<mck-form to="contact@example.com" form-type="global contact us"></mck-form>');
    const form = await inShadow<HTMLFormElement>(el, 'form[part=form]');
    const heading = el.shadowRoot!.querySelector('h2')!;
    expect(heading.textContent).toBe('Contact us');
    expect(form.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(el.shadowRoot!.querySelector<HTMLButtonElement>('[part=submit]')!.disabled).toBe(true);
  });

  it('makes the message required for trigger talkToUs', async () => {
    const el = mount('<mck-form to="contact@example.com" heading="Talk to us" trigger="talkToUs"></mck-form>');
    await inShadow(el, 'form');
    const labels = [...el.shadowRoot!.querySelectorAll('[part=label]')].map((l) => l.textContent);
    expect(labels.at(-1)).toBe('Message');
    expect(el.shadowRoot!.querySelector('h2')!.textContent).toBe('Talk to us');
  });
});
