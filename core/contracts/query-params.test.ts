import { create, object, optional, StructError } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { integerParam } from './query-params.js';

describe('integerParam', () => {
  const Query = object({ start: optional(integerParam(/^\d{1,3}$/)) });

  it('turns digits into a number', () => {
    expect(create({ start: '20' }, Query)).toEqual({ start: 20 });
  });

  it('leaves an absent parameter absent', () => {
    expect(create({}, Query)).toEqual({});
  });

  it.each(['2x', '', '1234', '-1', '1.5'])('refuses %j', (start) => {
    expect(() => create({ start }, Query)).toThrow(StructError);
  });

  it('takes a number that is already one', () => {
    expect(create({ start: 7 }, Query)).toEqual({ start: 7 });
  });
});
