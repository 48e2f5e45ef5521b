/**
 * `mck/use-signals-first`: a React component that reads a signal's `.value` while it renders calls
 * `useSignals()` first (docs/architecture.md, "Anatomy of a widget"). The signals runtime tracks
 * reads only after `useSignals()` started the component's store; a read before it is not tracked
 * (or is counted for whichever component rendered last), so the component does not re-render when
 * that signal changes.
 *
 * What it sees, without type information:
 * - a component: a function whose name starts with a capital letter (a declaration, or a function
 *   given to a capitalised const directly or through `memo()`/`forwardRef()`);
 * - a signal: `x.value` where `x` is imported, or made by `signal()`, `computed()`, `useSignal()`
 *   or `useComputed()`, or is a property of another object (`form.status.value`), except the DOM's
 *   `target`, `currentTarget` and a ref's `current`;
 * - a read while rendering: one in the component's own body, not in a function inside it (an
 *   event handler, an effect, a `useComputed` callback run by the signals runtime itself).
 * It does not follow calls: a component that reads a signal only through a helper is not seen.
 */

const SIGNAL_MAKERS = new Set(['signal', 'computed', 'useSignal', 'useComputed']);
const NOT_SIGNALS = new Set(['target', 'currentTarget', 'current']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The component name of a function node, or null when it is not a component. */
function componentName(fn) {
  const capitalised = (name) => (/^[A-Z]/.test(name) ? name : null);
  if (fn.id) return capitalised(fn.id.name);
  let holder = fn.parent;
  // memo(function …), forwardRef((props, ref) => …)
  if (holder?.type === 'CallExpression' && holder.arguments[0] === fn) holder = holder.parent;
  if (holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier') return capitalised(holder.id.name);
  return null;
}

function findVariable(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const variable = s.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** Whether `object` (of `object.value`) is a signal, by where it comes from. */
function isSignal(object, scope) {
  if (object.type === 'MemberExpression') {
    return !(object.property.type === 'Identifier' && NOT_SIGNALS.has(object.property.name));
  }
  if (object.type !== 'Identifier') return false;
  const def = findVariable(scope, object.name)?.defs[0];
  if (!def) return false;
  if (def.type === 'ImportBinding') return true;
  const init = def.type === 'Variable' ? def.node.init : null;
  return init?.type === 'CallExpression' && init.callee.type === 'Identifier' && SIGNAL_MAKERS.has(init.callee.name);
}

const isWrite = (member) => (member.parent.type === 'AssignmentExpression' && member.parent.left === member)
  || member.parent.type === 'UpdateExpression';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A component that reads a signal while rendering calls useSignals() before it' },
    schema: [],
    messages: {
      missing: "{{component}} reads `{{read}}` while rendering but does not call useSignals() before it: make `useSignals();` the first statement of {{component}}, or it does not re-render when the signal changes.",
    },
  },
  create(context) {
    const { sourceCode } = context;
    /** Component function node → { name, firstRead, firstUseSignals } */
    const components = new Map();

    const enclosingFunction = (node) => {
      for (let n = node.parent; n; n = n.parent) if (FUNCTIONS.has(n.type)) return n;
      return null;
    };
    const component = (fn) => {
      if (!fn) return null;
      if (!components.has(fn)) {
        const name = componentName(fn);
        components.set(fn, name ? { name, reads: [], useSignals: [] } : null);
      }
      return components.get(fn);
    };

    return {
      'MemberExpression[property.name="value"]'(node) {
        if (node.computed || isWrite(node)) return;
        const fn = enclosingFunction(node);
        const info = component(fn);
        if (info && isSignal(node.object, sourceCode.getScope(node))) info.reads.push(node);
      },
      'CallExpression[callee.name="useSignals"]'(node) {
        // Only a statement of the component's own body counts (not one inside an `if` or a callback).
        if (node.parent.type !== 'ExpressionStatement' || node.parent.parent.type !== 'BlockStatement') return;
        const body = node.parent.parent;
        const info = FUNCTIONS.has(body.parent.type) && body.parent.body === body ? component(body.parent) : null;
        if (info) info.useSignals.push(node);
      },
      'Program:exit'() {
        for (const info of components.values()) {
          if (!info || !info.reads.length) continue;
          const first = info.reads[0];
          if (info.useSignals.some((call) => call.range[0] < first.range[0])) continue;
          context.report({ node: first, messageId: 'missing', data: { component: info.name, read: sourceCode.getText(first) } });
        }
      },
    };
  },
};
