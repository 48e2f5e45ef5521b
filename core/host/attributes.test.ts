import { array, number, object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { attributeName, bool, json, navigationUrl, num, oneOf, parseAttributes, requiredText, text } from './attributes.js';

describe('attribute kinds', () => {
  it('bool: present (also bare) is true, absent is the default, "false" switches off', () => {
    const off = bool(false);
    expect(off.parse('')).toBe(true);
    expect(off.parse(null)).toBe(false);
    expect(off.parse('false')).toBe(false);
    expect(off.parse('0')).toBe(false);
    expect(bool(true).parse(null)).toBe(true);
    expect(bool(true).parse('false')).toBe(false);
  });
  it('num: numbers, default when absent, error on garbage', () => {
    expect(num(3).parse('4')).toBe(4);
    expect(num(3).parse(null)).toBe(3);
    expect(() => num(3).parse('four')).toThrow('expected a number, got "four"');
  });

  it('navigationUrl: this site or allowed origins only; absent → fallback; script URLs and other sites are errors', () => {
    const link = navigationUrl('#signin/');
    expect(link.parse(null)).toBe('#signin/');
    expect(link.parse('  ')).toBe('#signin/');
    expect(link.parse('/my-account')).toBe('/my-account');
    expect(link.parse(new URL('/x', location.href).href)).toBe(new URL('/x', location.href).href);
    expect(() => link.parse('javascript:alert(1)')).toThrow('is not an http(s) URL: "javascript:alert(1)"');
    expect(() => link.parse('https://evil.example/')).toThrow("neither this page's nor in the page config's navigationOrigins");
    expect(link.default).toBe('"#signin/"');
  });

  it('num with limits: whole numbers in range pass; fractions and values outside are errors', () => {
    const level = num(3, { min: 2, max: 6, integer: true });
    expect(level.parse('2')).toBe(2);
    expect(level.parse('6')).toBe(6);
    expect(() => level.parse('3.7')).toThrow('expected a whole number from 2 to 6, got "3.7"');
    expect(() => level.parse('7')).toThrow('from 2 to 6');
    expect(() => level.parse('1')).toThrow('from 2 to 6');
    expect(() => num(0, { min: 0 }).parse('-1')).toThrow('expected a number of at least 0, got "-1"');
    expect(num(0, { max: 10 }).parse('2.5')).toBe(2.5);
  });
  it('text, requiredText, oneOf', () => {
    expect(text('x').parse(null)).toBe('x');
    expect(requiredText().parse(' id ')).toBe('id');
    expect(() => requiredText().parse('  ')).toThrow('is required');
    expect(oneOf(['a', 'b'], 'a').parse('b')).toBe('b');
    expect(() => oneOf(['a', 'b'], 'a').parse('c')).toThrow('expected one of "a", "b", got "c"');
  });
  it('json: parses and validates; bad JSON and wrong shapes say where', () => {
    const kind = json(array(object({ n: number() })), []);
    expect(kind.parse('[{"n":1}]')).toEqual([{ n: 1 }]);
    expect(kind.parse(null)).toEqual([]);
    expect(kind.parse([{ n: 2 }])).toEqual([{ n: 2 }]);
    expect(() => kind.parse('[{"n":')).toThrow(/is not valid JSON/);
    expect(() => kind.parse('[{"n":"x"}]')).toThrow(/does not match its schema at 0\.n/);
  });
});

describe('attribute documentation, declared with the kind', () => {
  it('carries the doc and the default as JSON', () => {
    const heading = text('Questions', { doc: 'Heading above the list.' });
    expect([heading.doc, heading.default]).toEqual(['Heading above the list.', '"Questions"']);
    expect(num(3, { min: 2, doc: 'Level.' }).default).toBe('3');
    expect(requiredText().default).toBeUndefined();
  });
  it('oneOf: its values in their declared order, the type text the manifest prints (others come from the checker)', () => {
    expect(oneOf(['b', 'a'], 'a').type).toBe('"b" | "a"');
    expect(text().type).toBeUndefined();
  });
});

describe('parseAttributes', () => {
  it('collects every problem with the kebab-case attribute name', () => {
    const spec = { videoId: requiredText(), headingLevel: num(3), label: text(), items: json(array(string()), []) };
    const { problems, props } = parseAttributes(spec, { videoId: null, headingLevel: 'x', label: 'ok', items: '["a"]' });
    expect(problems.map((p) => p.attribute)).toEqual(['video-id', 'heading-level']);
    expect(props.label).toBe('ok');
    expect(props.items).toEqual(['a']);
  });
  it('maps camelCase to kebab-case like r2wc', () => {
    expect(attributeName('openFirst')).toBe('open-first');
    expect(attributeName('redirectUrl')).toBe('redirect-url');
  });
});
