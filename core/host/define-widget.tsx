import { startTransition, useLayoutEffect, type ComponentType } from 'react';
import {
  attributeName, parseAttributes,
  type AttributeProblem, type AttributeProps, type AttributeSpec,
} from './attributes.js';
import { rawProp, reactElementClass, renderNow, setRawProp, type ReactElementBase } from './r2wc-adapter.js';
import { ERROR_ATTR, HYDRATED_ATTR, RENDERED_ATTR, RENDERS_KEY } from './hydration.js';
import { adoptStyles } from './styles.js';
import { keepBox, noteBox } from './box-keeper.js';
import { missingServices } from '../page/config.js';
import { createFramePacer } from '../page/hydration-queue.js';
import { markFailed, WidgetError, WidgetErrorBoundary } from './widget-error.js';

/** The console line naming an attribute problem: tag, attribute, what is wrong. */
const problemLine = (tag: string, problem: AttributeProblem) => `[${tag}] attribute "${problem.attribute}" ${problem.message}`;
/** The console line naming the services a widget calls that the page configuration does not list. */
const servicesLine = (tag: string, missing: string[]) =>
  `[${tag}] the page configuration (#mck-config) has no ${missing.map((name) => `"services.${name}"`).join(', ')}: this widget calls ${missing.length > 1 ? 'them' : 'it'}.`;

/** What every widget component receives besides its parsed attributes. */
export interface WidgetContext {
  /** The custom element itself: light DOM (server-rendered content) and event target. */
  host: HTMLElement;
}
export type WidgetProps<A extends AttributeSpec> = AttributeProps<A> & WidgetContext;

export interface WidgetDefinition<A extends AttributeSpec> {
  /** From the widget's meta.json. */
  tag: string;
  component: ComponentType<WidgetProps<A>>;
  /** camelCase prop → attribute kind (see core/host/attributes.ts); the attribute is kebab-case. */
  attributes: A;
  /** The widget's CSS, adopted after the shared design tokens. */
  styles?: string;
  /**
   * From the widget's meta.json: the services it calls (`name?`: only when the page lists it). A
   * page configuration without one of them gets the widget's error state, naming the field.
   */
  services?: readonly string[];
}

const FALLBACK_ATTR = 'data-mck-fallback';
/** Set on each element when its own hydration strategy has fired (core/host/hydration.ts). */
export { HYDRATED_ATTR };

/**
 * With the loader on the page, the loader decides when each element renders: once it marks it.
 * A defined tag upgrades every element of that tag at once, so without this a `visible` or
 * `interaction` element would render as soon as any sibling of its tag had loaded the chunk.
 * Without the loader (tests, a page that imports a define file itself) elements render at once.
 */
const loaderOnPage = () => !!(window as { mck?: { loader?: unknown } }).mck?.loader;
const held = (el: HTMLElement) => loaderOnPage() && !el.hasAttribute(HYDRATED_ATTR);

const rerender = (el: ReactElementBase) => {
  if (!held(el)) renderNow(el);
};

/**
 * Wraps a React component as a custom element with r2wc and closes r2wc's gaps:
 * - bare boolean attributes, empty values and removed attributes reach the component
 *   (r2wc ignores `""` and removal);
 * - JSON attributes are validated by the widget's schema; a bad one shows the widget's error state
 *   and a console error naming the tag and the attribute, instead of an exception;
 * - a render error shows the error state (error boundary per element), neighbours keep working;
 * - moving the element (disconnect + connect in one task) keeps its React state;
 * - server-rendered light DOM stays visible until the first render (a fallback slot), and the
 *   rendered widget keeps that box while the reader sees it (core/host/box-keeper.ts);
 * - with the loader on the page, each element renders when the loader marks it hydrated;
 * - the shadow root adopts the shared design tokens and the widget's styles.
 */
export function defineWidget<A extends AttributeSpec>(def: WidgetDefinition<A>) {
  const { tag, attributes, component: Widget } = def;
  const props = Object.keys(attributes);
  const propByAttribute = new Map(props.map((p) => [attributeName(p), p]));
  const reported = new Set<string>();

  function Host(raw: Record<string, unknown> & { container?: ShadowRoot }) {
    const host = raw.container!.host as HTMLElement;
    const { props: parsed, problems } = parseAttributes(attributes, raw);
    const missing = missingServices(def.services);
    const missingLine = missing.length ? servicesLine(tag, missing) : null;
    useLayoutEffect(() => {
      // React replaces the fallback slot on its first commit; make sure, whatever the renderer.
      raw.container?.querySelectorAll(`[${FALLBACK_ATTR}]`).forEach((slot) => slot.remove());
      if (missingLine) markFailed(host, 'config', missingLine);
      else if (problems.length) markFailed(host, 'attribute', problems.map((p) => problemLine(tag, p)).join('; '));
      else if (host.getAttribute(ERROR_ATTR) === 'attribute') host.removeAttribute(ERROR_ATTR);
    });
    useLayoutEffect(() => {
      const release = keepBox(host, () => host.setAttribute(RENDERED_ATTR, ''));
      return () => {
        release();
        host.removeAttribute(RENDERED_ATTR);
      };
    }, [host]);
    for (const problem of problems) {
      const line = problemLine(tag, problem);
      if (!reported.has(line)) {
        reported.add(line);
        console.error(line);
      }
    }
    if (missingLine && !reported.has(missingLine)) {
      reported.add(missingLine);
      console.error(missingLine);
    }
    if (problems.length || missingLine) return <WidgetError tag={tag} />;
    const resetKey = props.map((p) => (typeof raw[p] === 'object' ? JSON.stringify(raw[p]) : String(raw[p]))).join('\u0001');
    return (
      <WidgetErrorBoundary tag={tag} host={host} resetKey={resetKey}>
        <Widget {...parsed} host={host} />
      </WidgetErrorBoundary>
    );
  }
  Host.displayName = `${tag}-host`;

  const Base = reactElementClass(Host, props);

  class WidgetElement extends Base {
    static readonly tagName = tag;
    readonly [RENDERS_KEY] = true;

    static override get observedAttributes(): string[] {
      return [...Base.observedAttributes, HYDRATED_ATTR];
    }

    constructor() {
      super();
      adoptStyles(this.container, def.styles);
      // Until the first render everything the server printed stays visible: a fallback slot for
      // the default content and one per named slot the light DOM uses (a shadow root shows only
      // slotted children, so a `<nav slot="footer">` would otherwise vanish until React renders).
      for (const name of slotNamesOf(this)) {
        const fallback = document.createElement('slot');
        if (name) fallback.name = name;
        fallback.setAttribute(FALLBACK_ATTR, '');
        this.container.append(fallback);
      }
      // r2wc only reads attributes that are present and non-empty; read them all, raw.
      for (const [attr, prop] of propByAttribute) setRawProp(this, prop, this.getAttribute(attr));
      // A page script may have set a property before this chunk loaded (`el.items = [...]` on the
      // not-yet-upgraded element): that own property hides the accessor below. Take it over.
      const self = this as unknown as Record<string, unknown>;
      for (const [attr, prop] of propByAttribute) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = self[prop];
        delete self[prop];
        self[prop] = value; // through the accessor below: plain values reflect to the attribute
        // An attribute set while upgrading fires no attributeChangedCallback: read it back.
        if (attributes[prop]!.reflect && (value === null || typeof value !== 'object')) setRawProp(this, prop, this.getAttribute(attr));
      }
    }

    override connectedCallback(): void {
      if (!held(this)) this.mount();
    }

    /**
     * Creates the React root and renders it as a transition: React then renders the widget in
     * slices of about 5 ms, yielding to input and paint between them, instead of in one task (a
     * large widget's first render was one task of 30-45 ms on a desktop, four times that on a
     * phone). What is on the page meanwhile is the server's fallback, so nothing waits on it.
     */
    private mount(): void {
      noteBox(this);
      startTransition(() => super.connectedCallback());
    }

    attributeChangedCallback(attr: string, _old: string | null, value: string | null): void {
      if (attr === HYDRATED_ATTR) {
        if (value !== null && this.isConnected) this.mount();
        return;
      }
      const prop = propByAttribute.get(attr);
      if (!prop) return;
      setRawProp(this, prop, value);
      rerender(this);
    }

    override disconnectedCallback(): void {
      // A move is a disconnect and a connect in the same task: keep the React root through it.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  for (const prop of props) {
    const kind = attributes[prop]!;
    const attr = attributeName(prop);
    Object.defineProperty(WidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      // A property read never throws, as a DOM property does not: a page script, a framework or
      // the DOM itself (happy-dom reads like-named properties while setting attributes) may read
      // any. An invalid or missing required value reads as undefined; the widget's error state and
      // its console message say what is wrong.
      get(this: ReactElementBase) {
        try {
          return kind.parse(rawProp(this, prop));
        } catch {
          return undefined;
        }
      },
      set(this: ReactElementBase, value: unknown) {
        if (!kind.reflect || (value !== null && typeof value === 'object')) {
          setRawProp(this, prop, value);
          rerender(this);
        } else if (value == null || value === false) {
          this.removeAttribute(attr);
        } else {
          this.setAttribute(attr, value === true ? '' : String(value));
        }
      },
    });
  }

  return WidgetElement;
}

/** Slot names the element's children use, in order of first use; `''` is the default slot. */
function slotNamesOf(el: HTMLElement): Set<string> {
  const names = new Set<string>();
  for (const node of el.childNodes) {
    if (node instanceof Element) names.add(node.getAttribute('slot') ?? '');
    else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) names.add('');
  }
  if (!names.size) names.add('');
  return names;
}

/**
 * Tags the loader defines between two frames. A define upgrades every element of its tag, and each
 * upgrade (a shadow root showing the printed content through a slot, under the widget's styles)
 * is style and layout in the next frame: with every tag of the bench's 200-tag page `load`, about
 * 30 chunks arrived together and one frame after them took 55-80 ms at 4× CPU, nearly all of it
 * style and layout.
 */
const DEFINES_PER_FRAME = 4;
const paceDefine = createFramePacer(DEFINES_PER_FRAME);

/**
 * Registers the element once (a second bundle on the page must not throw). With the loader on the
 * page, a few tags per frame (DEFINES_PER_FRAME), in the order their chunks arrived; the loader
 * waits for the define (`customElements.whenDefined`). Without it, at once.
 */
export function registerWidget(element: CustomElementConstructor & { tagName: string }): void {
  const define = () => {
    if (!customElements.get(element.tagName)) customElements.define(element.tagName, element);
  };
  if (loaderOnPage()) paceDefine(define);
  else define();
}

