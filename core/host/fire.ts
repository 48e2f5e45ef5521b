/**
 * Element events, typed by each widget's contract (`<name>.api.ts`).
 *
 * Naming rule (docs/architecture.md, "Events"):
 * - an element event is `mck-<widget>-<what>` (`mck-accordion-toggle`), dispatched on the element,
 *   bubbling and composed: only listeners on or above that element hear it;
 * - a page-wide event is `mck:<name>` (`mck:signed-in`), on `window` and on the legacy bus
 *   `window.mck.events` as `<name>`: it goes through `emit()` of core/page/events.ts.
 *
 * A widget's contract `<name>.api.ts` declares its events once, as an interface of name → detail (the
 * JSDoc of each member is its documentation in custom-elements.json), and adds its element events
 * to `HTMLElementEventMap` with {@link ElementEvents}: `fire` and `addEventListener` are then typed
 * by that one declaration.
 */

/** The shape of an element event's name. */
export type ElementEventName = `mck-${string}`;

/** The shape of a page-wide event's DOM name (the bus name without `mck:`). */
export type PageEventName = `mck:${string}`;

/** The element events of a widget's events map, as DOM events (for `HTMLElementEventMap`). */
export type ElementEvents<M> = {
  [K in keyof M as K extends ElementEventName ? K : never]: CustomEvent<M[K]>;
};

type Detail<K extends keyof HTMLElementEventMap> = HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never;

/**
 * Dispatches a widget's element event on its element; it bubbles out of the shadow root. With
 * `cancelable`, a listener may `preventDefault()` to take over the widget's default action (a
 * containing widget swapping forms in place instead of following a route): the answer is false
 * then, and the widget skips that action.
 */
export function fire<K extends keyof HTMLElementEventMap & ElementEventName>(
  host: HTMLElement, type: K, detail: Detail<K>, { cancelable = false } = {},
): boolean {
  return host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}
