import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../page/config.js';
import { configureForTest } from '../../../tests/support/config.js';
import { noCaptcha, pageCaptcha, visibleCaptcha } from './index.js';

describe('the page captcha (A§5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setConfig(null);
    document.body.replaceChildren();
  });

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
});
