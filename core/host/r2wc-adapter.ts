/**
 * The one place that touches @r2wc/react-to-web-component's private state.
 *
 * r2wc 2.1 keeps an element's props and its render function behind registered symbols and reads
 * attributes only when they are present and non-empty (docs/stack.md lists its gaps). defineWidget
 * closes those gaps by reading and writing that state; keeping every such access here means an
 * r2wc upgrade is checked against one file and its tests (r2wc-adapter.browser.test.ts).
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

/** An r2wc element as defineWidget sees it: its shadow root and its lifecycle. */
export interface ReactElementBase extends HTMLElement {
  /** The open shadow root r2wc renders into. */
  readonly container: ShadowRoot;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type Internals = ReactElementBase & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
};

/**
 * An r2wc element class rendering `component` into an open shadow root. Every prop is declared
 * as a raw `string` prop: defineWidget parses values itself (core/host/attributes.ts).
 */
export function reactElementClass<P extends object>(
  component: ComponentType<P>,
  propNames: readonly string[],
): { new (): ReactElementBase; readonly observedAttributes: string[] } {
  return r2wc(component as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props: Object.fromEntries(propNames.map((p) => [p, 'string'])) as never,
  }) as never;
}

/** The value the component receives for `prop` (raw: an attribute string, null, or a property). */
export const rawProp = (el: ReactElementBase, prop: string): unknown => (el as Internals)[PROPS][prop];

/** Sets the raw value of `prop` without rendering (see `renderNow`). */
export function setRawProp(el: ReactElementBase, prop: string, value: unknown): void {
  (el as Internals)[PROPS][prop] = value;
}

/** Renders the element's React root with its current props (only once it is mounted). */
export function renderNow(el: ReactElementBase): void {
  (el as Internals)[RENDER]();
}
