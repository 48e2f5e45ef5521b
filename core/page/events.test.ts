import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from './events.js';
import type { User } from '../contracts/user.js';

afterEach(() => vi.restoreAllMocks());

const bus = () => {
  const events = window.mck?.events;
  if (!events) throw new Error('window.mck.events missing');
  return events;
};

describe('events', () => {
  it('installs the legacy bus on window.mck', () => {
    expect(typeof bus().subscribe).toBe('function');
    expect(typeof bus().publish).toBe('function');
  });

  it('emit reaches DOM listeners, on() handlers and legacy subscribers, once each', () => {
    const dom = vi.fn();
    const typed = vi.fn();
    const legacy = vi.fn();
    window.addEventListener('mck:video:play', dom);
    const offTyped = on('video:play', typed);
    const offLegacy = bus().subscribe('video:play', legacy);

    emit('video:play', { videoId: 'v1' });

    expect(dom).toHaveBeenCalledTimes(1);
    expect((dom.mock.calls[0]![0] as CustomEvent).detail).toEqual({ videoId: 'v1' });
    expect(typed).toHaveBeenCalledExactlyOnceWith({ videoId: 'v1' });
    expect(legacy).toHaveBeenCalledExactlyOnceWith({ videoId: 'v1' });

    window.removeEventListener('mck:video:play', dom);
    offTyped();
    offLegacy();
    emit('video:play', { videoId: 'v2' });
    expect(typed).toHaveBeenCalledTimes(1);
    expect(legacy).toHaveBeenCalledTimes(1);
  });

  it('a legacy publish reaches widgets through the DOM event', () => {
    const typed = vi.fn();
    const off = on('subscription-added', typed);
    bus().publish('subscription-added', { codes: ['A1'] });
    expect(typed).toHaveBeenCalledExactlyOnceWith({ codes: ['A1'] });
    off();
  });

  it('a throwing subscriber does not stop the others, and is logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    const legacyAfter = vi.fn();
    const off1 = on('quiz:loaded', () => { throw new Error('boom'); });
    const off2 = on('quiz:loaded', after);
    const off3 = bus().subscribe('quiz:loaded', () => { throw new Error('legacy boom'); });
    const off4 = bus().subscribe('quiz:loaded', legacyAfter);

    expect(() => emit('quiz:loaded', { id: 'q' })).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(legacyAfter).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledTimes(2);
    [off1, off2, off3, off4].forEach((off) => off());
  });

  it('a subscriber that unsubscribes during dispatch does not skip the next one', () => {
    const second = vi.fn();
    const off1 = bus().subscribe('hydrated', () => off1());
    const off2 = bus().subscribe('hydrated', second);
    emit('hydrated', { tag: 'mck-x' });
    expect(second).toHaveBeenCalledOnce();
    off2();
  });

  it('carries the typed payloads', () => {
    const signedIn = vi.fn();
    const off = on('signed-in', (d) => signedIn(d.user.id));
    emit('signed-in', { user: { id: 'u1' } as User });
    expect(signedIn).toHaveBeenCalledWith('u1');
    off();
  });

  describe('a command for a widget that does not listen yet (not hydrated)', () => {
    const OPEN = { to: 'partner@example.com', partnerName: 'Ada', trigger: 'Profile' };
    const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));
    // The widget that answers contact:open, on the page but not rendered yet.
    beforeEach(() => {
      document.body.innerHTML = '<mck-contact-modal></mck-contact-modal>';
    });
    afterEach(() => document.body.replaceChildren());

    it('is kept until the first handler subscribes, then handed to it once', async () => {
      emit('contact:open', OPEN);
      const first = vi.fn();
      const second = vi.fn();
      const off1 = on('contact:open', first);
      await flush();
      expect(first).toHaveBeenCalledExactlyOnceWith(OPEN);
      const off2 = on('contact:open', second);
      await flush();
      expect(second).not.toHaveBeenCalled();
      off1();
      off2();
    });

    it('is kept from a legacy publish and from a DOM event a script dispatches itself, the latest one', async () => {
      bus().publish('contact:open', { ...OPEN, partnerName: 'Old' });
      window.dispatchEvent(new CustomEvent('mck:contact:open', { detail: OPEN }));
      const handler = vi.fn();
      const off = on('contact:open', handler);
      await flush();
      expect(handler).toHaveBeenCalledExactlyOnceWith(OPEN);
      off();
    });

    it('survives a subscription undone at once (strict-mode effects) for the next one', async () => {
      emit('contact:open', OPEN);
      const undone = vi.fn();
      on('contact:open', undone)();
      const handler = vi.fn();
      const off = on('contact:open', handler);
      await flush();
      expect(undone).not.toHaveBeenCalled();
      expect(handler).toHaveBeenCalledExactlyOnceWith(OPEN);
      off();
    });

    it('is not kept when no widget that answers it is waiting to render', async () => {
      document.body.innerHTML = '<mck-contact-modal data-mck-rendered></mck-contact-modal>';
      emit('contact:open', OPEN);
      document.body.replaceChildren();
      emit('contact:open', OPEN);
      const late = vi.fn();
      const off = on('contact:open', late);
      await flush();
      expect(late).not.toHaveBeenCalled();
      off();
    });

    it('is not kept when a handler heard it, and news events are never kept', async () => {
      const live = vi.fn();
      const offLive = on('contact:open', live);
      emit('contact:open', OPEN);
      offLive();
      emit('video:play', { videoId: 'v1' });
      const late = vi.fn();
      const lateNews = vi.fn();
      const off1 = on('contact:open', late);
      const off2 = on('video:play', lateNews);
      await flush();
      expect(live).toHaveBeenCalledOnce();
      expect(late).not.toHaveBeenCalled();
      expect(lateNews).not.toHaveBeenCalled();
      off1();
      off2();
    });
  });
});
