import { expect, it } from 'vitest';
import { MODULE_TAGS, tagOf } from './modules.js';

it('maps every article body module of E§1 to its element', () => {
  expect(MODULE_TAGS).toEqual({
    image: 'mck-inline-image',
    video: 'mck-video',
    exhibit: 'mck-exhibit-carousel',
    pullquote: 'mck-pull-quote',
    audio: 'mck-audio',
    sidebars: 'mck-sidebar',
    footnote: 'mck-footnote',
    carousel: 'mck-image-carousel',
    'table of contents': 'mck-toc',
    regwall: 'mck-regwall',
    'article ratings': 'mck-save-article',
    accordion: 'mck-accordion',
    'tabbed container': 'mck-tabbed-container',
    quiz: 'mck-quiz',
    story: 'mck-story-container',
    interactive: 'mck-bespoke-interactive',
  });
});

it('finds a name in any case and spacing, with or without the mck prefix, and nothing for other names', () => {
  expect(tagOf(' Table   OF contents ')).toBe('mck-toc');
  expect(tagOf('MCK  Video')).toBe('mck-video');
  expect(tagOf('mck')).toBeUndefined();
  expect(tagOf('gallery')).toBeUndefined();
  expect(tagOf('constructor')).toBeUndefined();
});

it('finds a module by the spec\'s other names for it and by its name spelt with - or _ or without spaces', () => {
  expect(['Pull Quote', 'pull-quote', 'PullQuote', 'inline_image', 'img', 'Sidebar', 'table-of-contents', 'mck-video'].map(tagOf)).toEqual([
    'mck-pull-quote', 'mck-pull-quote', 'mck-pull-quote', 'mck-inline-image', 'mck-inline-image', 'mck-sidebar', 'mck-toc', 'mck-video',
  ]);
  expect(tagOf('pull quotes')).toBeUndefined();
});
