// React 19 components for the widget tags (`mck-widgets/react`): what plain JSX cannot do alone.
//
// React 19 sets a prop on a custom element as a property only when the element already has it
// (`name in element`); an element whose code the loader has not fetched yet has none, so React
// writes an object or an array as the attribute "[object Object]" and the widget shows its
// attribute error. These components hand every object and array prop to the element as a
// property, in a layout effect, before or after its definition: before it, the value waits on the
// element as its own property and the widget takes it over when it upgrades (core/host/define-widget.tsx);
// after it, the widget's property setter renders it. So are the tag's own properties that have
// no attribute of that name (`displayNumber`, whose attribute is `display-number`), whatever their
// value. Other strings, numbers and booleans stay attributes, `on<event>` handlers stay React's
// own (React 19 adds them as listeners), and `children`, `style` and `ref` are React's as on any
// element.
import { createElement, useLayoutEffect, useRef } from 'react';

/** Props React itself gives meaning to on any element: never handed over as properties. */
const REACT_OWN = new Set(['children', 'style', 'dangerouslySetInnerHTML', 'key']);

/**
 * A React 19 component rendering the widget tag `tag`.
 * @param {string} tag
 * @param {readonly string[]} [properties] the tag's properties with no attribute of their name
 */
export function widgetComponent(tag, properties = []) {
  const propertyNames = new Set(properties);
  // An object or an array (not null), or one of the tag's own properties: only a property carries it.
  const isProperty = (name, value) => !REACT_OWN.has(name)
    && (propertyNames.has(name) || (value !== null && typeof value === 'object'));
  function Widget({ ref, ...props }) {
    const element = useRef(null);
    const attributes = {};
    const handed = {};
    for (const [name, value] of Object.entries(props)) {
      if (isProperty(name, value)) handed[name] = value;
      else attributes[name] = value;
    }
    // Every commit: a property React does not know of is set again only when its value changed.
    useLayoutEffect(() => {
      const el = element.current;
      if (!el) return;
      for (const [name, value] of Object.entries(handed)) {
        if (el[name] !== value) el[name] = value;
      }
    });
    const setRef = (node) => {
      element.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    };
    return createElement(tag, { ...attributes, ref: setRef });
  }
  Widget.displayName = tag;
  return Widget;
}
