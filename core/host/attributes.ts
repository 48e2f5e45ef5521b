import { create, StructError, type Struct } from 'superstruct';
import { checkNavigationUrl, refusalMessage } from '../page/navigation.js';

/**
 * How a widget attribute is read. r2wc passes attributes through raw; these kinds turn the raw
 * value (a string, `null` when absent, or a value set as a DOM property) into the prop the
 * component gets, and say clearly what is wrong when they cannot.
 */
export type AttributeKind<T> = {
  readonly kind: 'string' | 'number' | 'boolean' | 'json';
  /** Parse a raw attribute or property value. Throws an AttributeError message on bad input. */
  parse(raw: unknown): T;
  /** Whether a property set from script is reflected to the attribute. Objects are not. */
  readonly reflect: boolean;
  /**
   * The property's type as TypeScript text, where the checker's would read worse: `oneOf`'s values
   * in their declared order. Otherwise the manifest prints the type `parse` returns (a `json`
   * attribute's is its schema's), so a shape is never written out by hand.
   */
  readonly type?: string;
  /** The value when the attribute is absent, as JSON text for the manifest; none when required. */
  readonly default?: string;
  /** What the attribute does, for custom-elements.json (the only place it is written). */
  readonly doc?: string;
};

/** Documentation of an attribute, declared where the attribute is. */
export interface AttributeDocs {
  doc?: string;
}

const described = <T>(kind: Omit<AttributeKind<T>, 'doc'>, docs: AttributeDocs): AttributeKind<T> =>
  ({ ...kind, ...(docs.doc ? { doc: docs.doc } : {}) });

export class AttributeError extends Error {
  override name = 'AttributeError';
}

/** A text attribute; absent → the fallback. */
export function text(fallback = '', docs: AttributeDocs = {}): AttributeKind<string> {
  return described({
    kind: 'string',
    reflect: true,
    default: JSON.stringify(fallback),
    parse: (raw) => (raw == null ? fallback : String(raw)),
  }, docs);
}

/** A text attribute the widget cannot work without: absent or blank is an error. */
export function requiredText(docs: AttributeDocs = {}): AttributeKind<string> {
  return described({
    kind: 'string',
    reflect: true,
    parse(raw) {
      const value = raw == null ? '' : String(raw).trim();
      if (!value) throw new AttributeError('is required');
      return value;
    },
  }, docs);
}

/**
 * A URL the widget navigates to or renders as a link (a redirect after sign-in, a sign-in link, …):
 * absent or empty → `fallback`; anything the core navigation check refuses (`javascript:`,
 * another site not in the page config's `navigationOrigins`) is an error, so the page author sees
 * it named on the console instead of the visitor following it.
 */
export function navigationUrl(fallback = '', docs: AttributeDocs = {}): AttributeKind<string> {
  return described({
    kind: 'string',
    reflect: true,
    default: JSON.stringify(fallback),
    parse(raw) {
      const value = raw == null ? '' : String(raw).trim();
      if (!value) return fallback;
      const check = checkNavigationUrl(value);
      if (!check.ok) throw new AttributeError(`${refusalMessage(check.reason)}: "${value.slice(0, 200)}"`);
      return value;
    },
  }, docs);
}

/** A text attribute limited to listed values; anything else is an error, absent → fallback. */
export function oneOf<const V extends string>(values: readonly V[], fallback: V, docs: AttributeDocs = {}): AttributeKind<V> {
  return described({
    kind: 'string',
    reflect: true,
    type: values.map((v) => JSON.stringify(v)).join(' | '),
    default: JSON.stringify(fallback),
    parse(raw) {
      if (raw == null || raw === '') return fallback;
      const value = String(raw);
      if ((values as readonly string[]).includes(value)) return value as V;
      throw new AttributeError(`expected one of ${values.map((v) => `"${v}"`).join(', ')}, got "${value}"`);
    },
  }, docs);
}

/** Limits of a number attribute; a value outside them is an error, not silently clamped. */
export interface NumberLimits {
  min?: number;
  max?: number;
  /** Whole numbers only (`heading-level="3.7"` is an error). */
  integer?: boolean;
}

/**
 * A number attribute; absent or empty → fallback; anything not a finite number, or outside
 * `limits`, is an error.
 */
export function num(fallback: number, limits: NumberLimits & AttributeDocs = {}): AttributeKind<number> {
  const { min = -Infinity, max = Infinity, integer = false } = limits;
  const range = () => (min > -Infinity && max < Infinity ? ` from ${min} to ${max}` : min > -Infinity ? ` of at least ${min}` : max < Infinity ? ` of at most ${max}` : '');
  return described({
    kind: 'number',
    reflect: true,
    default: JSON.stringify(fallback),
    parse(raw) {
      if (raw == null || raw === '') return fallback;
      const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(value)) throw new AttributeError(`expected a number, got "${String(raw)}"`);
      if ((integer && !Number.isInteger(value)) || value < min || value > max) {
        throw new AttributeError(`expected ${integer ? 'a whole number' : 'a number'}${range()}, got "${String(raw)}"`);
      }
      return value;
    },
  }, limits);
}

/**
 * A boolean attribute in the HTML sense: present (also bare, `<x open>`) → true, absent → the
 * fallback. `"false"` and `"0"` say false explicitly, so a default-on option can be switched off.
 */
export function bool(fallback = false, docs: AttributeDocs = {}): AttributeKind<boolean> {
  return described({
    kind: 'boolean',
    reflect: true,
    default: JSON.stringify(fallback),
    parse(raw) {
      if (raw == null) return fallback;
      if (typeof raw === 'boolean') return raw;
      const value = String(raw).trim().toLowerCase();
      return !(value === 'false' || value === '0' || value === 'off' || value === 'no');
    },
  }, docs);
}

/**
 * A JSON attribute validated by a superstruct schema (coercions and defaults apply). Absent →
 * fallback. Bad JSON or a shape the schema refuses is an error naming the path that failed.
 * Set as a DOM property, the value is validated the same way without a JSON round trip.
 * The manifest and typings print the schema's type, read by the TypeScript checker.
 */
export function json<T, S>(schema: Struct<T, S>, fallback: T, docs: AttributeDocs = {}): AttributeKind<T> {
  return described({
    kind: 'json',
    reflect: false,
    default: JSON.stringify(fallback),
    parse(raw) {
      if (raw == null || raw === '') return fallback;
      let value: unknown = raw;
      if (typeof raw === 'string') {
        try {
          value = JSON.parse(raw);
        } catch (err) {
          throw new AttributeError(`is not valid JSON (${(err as Error).message})`);
        }
      }
      try {
        return create(value, schema);
      } catch (err) {
        if (err instanceof StructError) {
          const where = err.path.length ? ` at ${err.path.join('.')}` : '';
          throw new AttributeError(`does not match its schema${where}: ${err.message}`);
        }
        throw err;
      }
    },
  }, docs);
}

export type AttributeSpec = Record<string, AttributeKind<unknown>>;
export type AttributeProps<A extends AttributeSpec> = { [K in keyof A]: A[K] extends AttributeKind<infer T> ? T : never };

/** camelCase prop name → kebab-case attribute name, as r2wc maps them. */
export const attributeName = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export interface AttributeProblem {
  attribute: string;
  message: string;
}

/** Parses every raw value; collects problems instead of stopping at the first. */
export function parseAttributes<A extends AttributeSpec>(
  spec: A,
  raw: Record<string, unknown>,
): { props: AttributeProps<A>; problems: AttributeProblem[] } {
  const props = {} as Record<string, unknown>;
  const problems: AttributeProblem[] = [];
  for (const [prop, kind] of Object.entries(spec)) {
    try {
      props[prop] = kind.parse(raw[prop]);
    } catch (err) {
      problems.push({ attribute: attributeName(prop), message: (err as Error).message });
    }
  }
  return { props: props as AttributeProps<A>, problems };
}
