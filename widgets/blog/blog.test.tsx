import { afterEach, describe, expect, it } from 'vitest';
import { blogSlug } from '../../core/contracts/blog.js';
import { blogRouteHash, parseBlogRoute } from './blog.route.js';
import { CARD_IMAGE_RATIO, heroObjectPosition } from './blog.theme.js';

describe('blog hash routes (D§2)', () => {
  afterEach(() => { location.hash = ''; });

  it('reads #/tag/{slug} and #/author/{slug}; anything else is every post', () => {
    expect(parseBlogRoute('#/tag/artificial-intelligence')).toEqual({ kind: 'tag', slug: 'artificial-intelligence' });
    expect(parseBlogRoute('#/author/ada-whitfield/')).toEqual({ kind: 'author', slug: 'ada-whitfield' });
    for (const hash of ['', '#', '#/', '#/tags/x', '#/tag/', '#/tag/a/b', '#section-2', '#/tag/%E0%A4%A']) {
      expect(parseBlogRoute(hash), hash).toEqual({ kind: 'all' });
    }
  });

  it('slugs a name printed as a title, and encodes the slug back into the hash', () => {
    expect(parseBlogRoute('#/tag/Artificial%20%20Intelligence')).toEqual({ kind: 'tag', slug: 'artificial-intelligence' });
    expect(parseBlogRoute('#/author/Tom%C3%A1s%20Ruiz')).toEqual({ kind: 'author', slug: 'tomás-ruiz' });
    expect(blogRouteHash({ kind: 'author', slug: 'tomás-ruiz' })).toBe('#/author/tom%C3%A1s-ruiz');
    expect(parseBlogRoute(blogRouteHash({ kind: 'author', slug: 'tomás-ruiz' }))).toEqual({ kind: 'author', slug: 'tomás-ruiz' });
    expect(blogRouteHash({ kind: 'all' })).toBe('#/');
  });

  it('slugs are the title lowercased with whitespace runs as hyphens', () => {
    expect(blogSlug('  Growth  Strategy\tNow ')).toBe('growth-strategy-now');
  });
});

describe('blog theme rules (D§3, D§9)', () => {
  it('card images are 2/1 in the standard theme, 8/5 in the card theme', () => {
    expect(CARD_IMAGE_RATIO).toEqual({ standard: '2 / 1', card: '8 / 5' });
  });

  it('places the hero image by crop position and top offset', () => {
    expect(heroObjectPosition('left', 20)).toBe('left 20%');
  });
});
