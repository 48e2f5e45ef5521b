/**
 * Page-wide events.
 *
 * Two audiences: widgets (typed `on()`/`emit()`), and the site's legacy scripts, which know a
 * `window.mck.events` pub/sub object (`subscribe`/`publish`). Every event is also a DOM
 * `CustomEvent('mck:<name>')` on `window`, so any script can listen without importing anything.
 * Whichever side emits, all three kinds of listener hear it exactly once.
 *
 * These are the page-wide events (`mck:<name>`); events of one element (`mck-<widget>-<what>`, on
 * the element) go through `fire()` of core/host/fire.ts. The rule: docs/architecture.md, "Events".
 */
import type { User } from '../contracts/user.js';
import { RENDERED_ATTR } from '../host/hydration.js';

/** Event name → detail type. Widgets may add events by augmenting this interface. */
export interface MckEventMap {
  'signed-in': { user: User };
  'signed-out': Record<string, never>;
  'subscription-added': { codes: string[] };
  'quiz:answered': { id: string; mediaId: string; activeQuestionIndex: number; isCorrect: boolean };
  'quiz:loaded': { id: string };
  'video:play': { videoId: string };
  hydrated: { tag: string };
  /**
   * Open the contact form in a dialog (A§4 contact flow): `mck-contact-modal` listens; a profile's
   * "get in touch" and any page script emit it. `trigger` is where it came from: 'Profile' enables
   * the one-time code and forbidden-domain rules, 'talkToUs' makes the message required.
   */
  'contact:open': { to: string; partnerName: string; trigger: string };
}

/** Names of the typed events. */
export type MckEventName = keyof MckEventMap;

/** Prefix of the DOM event type: `mck:signed-in`, … */
export const DOM_EVENT_PREFIX = 'mck:';

/** The legacy pub/sub object at `window.mck.events`. Untyped on purpose: legacy scripts are JS. */
export interface MckEventBus {
  /** Calls `fn(detail)` for each `name` event; returns the unsubscribe function. */
  subscribe(name: string, fn: (detail: unknown) => void): () => void;
  /** Emits `name` to every audience (DOM event, bus subscribers). */
  publish(name: string, detail?: unknown): void;
}

declare global {
  /** What the runtime exposes on `window.mck`; other core modules may merge more members in. */
  interface MckGlobal {
    events?: MckEventBus;
  }
  interface Window {
    mck?: MckGlobal;
  }
}

/** A throwing listener is reported and skipped; it must not starve the others. */
function safeCall(name: string, fn: (detail: unknown) => void, detail: unknown): void {
  try {
    fn(detail);
  } catch (err) {
    console.error(`[mck] a listener of "${name}" threw:`, err);
  }
}

/** Subscribers of the legacy bus, per event name. Module-level so re-imports share it. */
const subscribers = new Map<string, Set<(detail: unknown) => void>>();

function dispatch(name: string, detail: unknown): void {
  // Copy first: a subscriber may unsubscribe (or subscribe) while we iterate.
  for (const fn of [...(subscribers.get(name) ?? [])]) safeCall(name, fn, detail);
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(DOM_EVENT_PREFIX + name, { detail }));
  }
}

const bus: MckEventBus = {
  subscribe(name, fn) {
    let set = subscribers.get(name);
    if (!set) subscribers.set(name, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
    };
  },
  publish(name, detail = {}) {
    dispatch(name, detail);
  },
};

/**
 * Installs `window.mck.events` unless a bus is already there (a second copy of the runtime on the
 * page must not orphan the first one's subscribers). Called on import; exported for tests.
 */
export function installLegacyBus(): MckEventBus {
  if (typeof window === 'undefined') return bus;
  window.mck ??= {};
  window.mck.events ??= bus;
  return window.mck.events;
}
installLegacyBus();

/**
 * Command events, each with the tag of the widget that answers it: page events that ask a widget
 * to act (open its dialog), unlike the news events above, which anyone may hear or miss. Widgets
 * hydrate lazily, so a command may come while its widget is on the page but not rendered yet (a
 * click right after load); it is then kept, the latest one per name, and handed to the first
 * `on()` handler that subscribes. Listed here, not in the widget: the widget's code is not loaded
 * yet when the command comes.
 */
export const COMMAND_EVENTS: ReadonlyMap<string, string> = new Map<MckEventName, string>([['contact:open', 'mck-contact-modal']]);

/** `on()` handlers per event name: a command with none is kept for the first one. */
const handlerCounts = new Map<string, number>();
/** Commands no handler heard yet, per name. */
const heldCommands = new Map<string, unknown>();

/**
 * Keeps unheard commands, whoever sends them: `emit()`, the legacy bus, or a script dispatching the
 * DOM event itself. Registered on import, so it runs before any `on()` listener of the same event.
 * Only while a widget that answers is on the page and not rendered yet: with none coming, a kept
 * command would open a dialog out of the blue later.
 */
function holdUnheardCommands(): void {
  if (typeof window === 'undefined') return;
  for (const [name, tag] of COMMAND_EVENTS) {
    window.addEventListener(DOM_EVENT_PREFIX + name, (event) => {
      if (handlerCounts.get(name) || !document.querySelector(`${tag}:not([${RENDERED_ATTR}])`)) return;
      heldCommands.set(name, (event as CustomEvent).detail);
    });
  }
}
holdUnheardCommands();

/** Test hook: forgets the commands kept for a widget (a test's page is emptied between tests). */
export function forgetHeldCommands(): void {
  heldCommands.clear();
}

/** Emits a typed event to DOM listeners, `on()` handlers and legacy subscribers. */
export function emit<K extends MckEventName>(name: K, detail: MckEventMap[K]): void {
  // Go through the installed bus: if another bus was there first, its subscribers hear us too.
  installLegacyBus().publish(name, detail);
}

/**
 * Listens to a typed event (whoever emitted it: a widget or a legacy script).
 * Returns the unsubscribe function; call it when the widget disconnects.
 */
export function on<K extends MckEventName>(name: K, handler: (detail: MckEventMap[K]) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    safeCall(name, handler as (d: unknown) => void, (event as CustomEvent<MckEventMap[K]>).detail);
  };
  window.addEventListener(DOM_EVENT_PREFIX + name, listener);
  handlerCounts.set(name, (handlerCounts.get(name) ?? 0) + 1);
  let subscribed = true;
  if (heldCommands.has(name)) {
    // After the caller's own set-up (a React effect), and only if still subscribed then: a
    // subscription undone at once (React's strict-mode double effect) leaves it for the next one.
    queueMicrotask(() => {
      if (!subscribed || !heldCommands.has(name)) return;
      const detail = heldCommands.get(name);
      heldCommands.delete(name);
      safeCall(name, handler as (d: unknown) => void, detail);
    });
  }
  return () => {
    if (!subscribed) return;
    subscribed = false;
    handlerCounts.set(name, (handlerCounts.get(name) ?? 1) - 1);
    window.removeEventListener(DOM_EVENT_PREFIX + name, listener);
  };
}
