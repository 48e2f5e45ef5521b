/**
 * The article body modules editors may name in double-bracket tags (E§1), each with the element
 * it becomes. Names are matched without regard to case, with any run of spaces read as one
 * (`[[Table  of Contents]]` is `table of contents`). A tag in this table that is not built yet
 * still expands: the loader then warns once that no widget of that name is in the bundle.
 */
export const MODULE_TAGS: Readonly<Record<string, `mck-${string}`>> = {
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
  // Ratings are part of the save-article control (accounts spec A§1, docs/widgets.md).
  'article ratings': 'mck-save-article',
  accordion: 'mck-accordion',
  'tabbed container': 'mck-tabbed-container',
  quiz: 'mck-quiz',
  story: 'mck-story-container',
  interactive: 'mck-bespoke-interactive',
};

/** The name as the table spells it: lower case, single spaces. */
export const normaliseName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The element a module name becomes, or undefined for a name not in the table. */
export const tagOf = (name: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(MODULE_TAGS, normaliseName(name)) ? MODULE_TAGS[normaliseName(name)] : undefined;
