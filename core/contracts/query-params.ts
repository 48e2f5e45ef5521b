import { Struct, integer } from 'superstruct';

/**
 * A whole number sent as a query-string parameter ("20"), coerced to a number when it is digits
 * matching `digits`; anything else is left as it came and fails `integer()` (a clean 400).
 *
 * Not superstruct's `coerce(integer(), pattern(string(), …), Number)`: its condition runs through
 * `is()`, which builds a StructError (stack trace included) for every value that is not a
 * matching string, so each absent optional parameter of every request paid for an error nobody
 * saw — the largest single cost of answering a cached search.
 */
export const integerParam = (digits: RegExp): Struct<number, null> => {
  const base = integer();
  return new Struct({
    ...base,
    coercer: (value: unknown) => (typeof value === 'string' && digits.test(value) ? Number(value) : value),
  });
};
