import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../../../demo/services/cms/dictionary/de.json';
import { TEST_CAPTCHA_TOKENS } from '../../contracts/captcha.js';
import { setConfig } from '../../page/config.js';
import { dictionary } from '../../text/i18n.js';
import { configureForTest } from '../../../tests/support/config.js';
import {
  captchaActionToken, contactActionToken, noCaptcha, pageCaptcha, quietCaptchaActionToken, testCaptcha, visibleCaptcha,
} from './index.js';

afterEach(() => {
  vi.unstubAllGlobals();
  setConfig(null);
  document.body.replaceChildren();
});

describe('the page captcha (A§5)', () => {
  it('renders the page provider\'s challenge with the configured site key, and resets that one', () => {
    configureForTest({ captchaSiteKey: 'site-key-1' });
    const render = vi.fn((_box: HTMLElement, options: { callback(token: string): void }) => { options.callback('solved'); return 7; });
    const reset = vi.fn();
    vi.stubGlobal('grecaptcha', { ready: (cb: () => void) => cb(), render, reset, execute: vi.fn() });
    const slot = document.body.appendChild(document.createElement('div'));
    const onToken = vi.fn();
    const captcha = pageCaptcha();
    captcha.mount(slot, onToken);
    expect(render.mock.calls[0]![1]).toMatchObject({ sitekey: 'site-key-1' });
    expect(onToken).toHaveBeenCalledWith('solved');
    captcha.reset();
    expect(reset).toHaveBeenCalledWith(7);
  });

  it('falls back to the test captcha without a provider or site key, and to none when the flag disables it', () => {
    configureForTest({});
    const slot = document.body.appendChild(document.createElement('div'));
    pageCaptcha('demo-token').mount(slot, () => {});
    expect(slot.textContent).toContain('test captcha');
    expect(visibleCaptcha()).not.toBe(noCaptcha);
    configureForTest({ flags: { disable_visible_captcha: true } });
    expect(visibleCaptcha()).toBe(noCaptcha);
  });

  it("labels the test captcha from the page's dictionary", () => {
    dictionary.value = de;
    try {
      const slot = document.createElement('div');
      const unmount = testCaptcha().mount(slot, () => {});
      expect(slot.textContent?.trim()).toBe('Ich bin kein Roboter (Test-Captcha)');
      unmount();
    } finally {
      dictionary.value = {};
    }
  });
});

describe('the invisible action token', () => {
  const provider = (execute: (key: string, options: { action: string }) => Promise<string>) =>
    vi.stubGlobal('grecaptcha', { ready: (cb: () => void) => cb(), render: vi.fn(), reset: vi.fn(), execute: vi.fn(execute) });

  it("asks the page's provider with the site key for the action", async () => {
    configureForTest({ captchaSiteKey: 'site-key-1' });
    provider(async (key, { action }) => `${key}/${action}`);
    expect(await captchaActionToken('quiz_submit')).toBe('site-key-1/quiz_submit');
    expect(await quietCaptchaActionToken('quiz_submit')).toBe('site-key-1/quiz_submit');
  });

  it('is null without a provider; the contact form then sends the invisible test token', async () => {
    configureForTest({ captchaSiteKey: 'site-key-1' });
    expect(await captchaActionToken('quiz_submit')).toBeNull();
    expect(await contactActionToken()).toBe(TEST_CAPTCHA_TOKENS.invisible);
  });

  it('rejects when the provider fails, unless asked quietly', async () => {
    configureForTest({ captchaSiteKey: 'site-key-1' });
    provider(async () => { throw new Error('offline'); });
    await expect(captchaActionToken('contact_otp')).rejects.toThrow('offline');
    await expect(contactActionToken()).rejects.toThrow('offline');
    expect(await quietCaptchaActionToken('quiz_submit')).toBeNull();
  });
});
