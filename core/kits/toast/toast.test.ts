import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_TOAST_KEY, showPendingToast, showToast, TOAST_ATTR } from './index.js';

const TEXT = { text: 'Thank you for signing up.', close: 'Close' };
const shown = () => document.querySelector<HTMLElement>(`[${TOAST_ATTR}]`);

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});

describe('toast kit', () => {
  it('shows a status message that stays until closed; a second one replaces it', () => {
    showToast(TEXT);
    showToast({ ...TEXT, text: 'Again' });
    expect(document.querySelectorAll(`[${TOAST_ATTR}]`)).toHaveLength(1);
    expect(shown()!.getAttribute('role')).toBe('status');
    expect(shown()!.shadowRoot!.textContent).toContain('Again');
    shown()!.shadowRoot!.querySelector('button')!.click();
    expect(shown()).toBeNull();
  });

  it('left open, it is kept for the next page, which shows it once', () => {
    showToast(TEXT);
    window.dispatchEvent(new Event('pagehide'));
    document.body.replaceChildren(); // the next page
    expect(showPendingToast()!.shadowRoot!.textContent).toContain(TEXT.text);
    expect(sessionStorage.getItem(PENDING_TOAST_KEY)).toBeNull();
    document.body.replaceChildren();
    expect(showPendingToast()).toBeNull();
  });

  it('closed before leaving, it is not carried over', () => {
    showToast(TEXT);
    shown()!.shadowRoot!.querySelector('button')!.click();
    window.dispatchEvent(new Event('pagehide'));
    expect(showPendingToast()).toBeNull();
  });

  it('ignores a malformed pending record', () => {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ text: 5 }));
    expect(showPendingToast()).toBeNull();
  });
});
