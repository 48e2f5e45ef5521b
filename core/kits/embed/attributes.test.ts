import { describe, expect, it } from 'vitest';
import { embedBase, embedUrl, pathSegment } from './attributes.js';

describe('pathSegment', () => {
  const id = pathSegment();
  it('takes letters, digits, "-" and "_"', () => {
    expect(id.parse('interactive-2024_v2')).toBe('interactive-2024_v2');
    expect(id.parse(' 1001 ')).toBe('1001');
  });
  it('refuses what could leave the folder or reach another resource, and a missing id', () => {
    for (const bad of ['../secret', 'a/b', '..', '.hidden', 'a%2Fb', 'a?x=1', 'a#b', 'a b', '-lead', 'x'.repeat(129)]) {
      expect(() => id.parse(bad), bad).toThrow(/one URL path segment/);
    }
    expect(() => id.parse(null)).toThrow('is required');
    expect(() => id.parse('  ')).toThrow('is required');
  });
});

describe('embedBase', () => {
  const base = embedBase('https://embed.example/');
  it('falls back when absent, resolves relative URLs against the page and ends with "/"', () => {
    expect(base.parse(null)).toBe('https://embed.example/');
    expect(base.parse('https://other.example/embeds')).toBe('https://other.example/embeds/');
    expect(base.parse('/third-party/flourish/')).toBe(new URL('/third-party/flourish/', location.href).href);
  });
  it('refuses anything but http(s)', () => {
    expect(() => base.parse('javascript:alert(1)')).toThrow('is not an http(s) URL');
    expect(() => base.parse('data:text/html,hi')).toThrow('is not an http(s) URL');
  });
});

describe('embedUrl', () => {
  it('takes an http(s) URL, relative ones against the page; required unless optional', () => {
    expect(embedUrl().parse('/story')).toBe(new URL('/story', location.href).href);
    expect(embedUrl().parse('https://view.ceros.com/demo/story')).toBe('https://view.ceros.com/demo/story');
    expect(() => embedUrl().parse(null)).toThrow('is required');
    expect(embedUrl({ optional: true }).parse('')).toBe('');
  });
  it('refuses other schemes', () => {
    expect(() => embedUrl().parse('javascript:alert(1)')).toThrow('is not an http(s) URL');
  });
});
