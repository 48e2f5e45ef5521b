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

/**
 * Modules that show nothing but what the CMS printed inside the tag (a quote, images, panels, a
 * footnote's marker): each needs a closing tag with content before it. Unclosed, the opening tag
 * stays text with a warning; closed around nothing, the module is created with a warning (its
 * widget shows its editor placeholder). The others take what they show from their attributes and
 * may stand alone, their content being a fallback.
 */
export const NEEDS_CONTENT: ReadonlySet<string> = new Set(['image', 'exhibit', 'pullquote', 'sidebars', 'footnote', 'carousel', 'tabbed container', 'story']);

/** Modules that sit in a line of text (a footnote's marker): never lifted out of their paragraph. */
export const INLINE_MODULES: ReadonlySet<string> = new Set(['footnote']);

/**
 * Module names that are also WordPress's own shortcodes (video, audio; WordPress's others, caption,
 * gallery, embed and playlist, are no module's name). WordPress prints an escaped `[[video …]]` as
 * `[video …]`, so for these names alone the single-bracket forms `[video …]` and `[/video]` are
 * tags too.
 */
export const SINGLE_BRACKET_NAMES: ReadonlySet<string> = new Set(['video', 'audio']);

/**
 * The other names editors give modules: the spec's own names for them in E§2's list of modules
 * (`pull quote`, `inline image`, `sidebar`, `registration wall` …) and HTML's (`img`). Besides,
 * a name is read without regard to the spaces, `-` or `_` between its words: `pull-quote`,
 * `Table_of_Contents` and `tableofcontents` are names of the table too.
 */
export const ALIASES: Readonly<Record<string, string>> = {
  'inline image': 'image',
  img: 'image',
  'inline video': 'video',
  'exhibit carousel': 'exhibit',
  'pull quote': 'pullquote',
  'audio player': 'audio',
  sidebar: 'sidebars',
  'image carousel': 'carousel',
  toc: 'table of contents',
  'registration wall': 'regwall',
  'article rating': 'article ratings',
  'story container': 'story',
  'bespoke interactive': 'interactive',
};

const compact = (name: string): string => name.replaceAll(' ', '');
/** Every name and alias, without its spaces → the table's name. */
const BY_COMPACT_NAME: ReadonlyMap<string, string> = new Map([
  ...Object.keys(MODULE_TAGS).map((name): [string, string] => [compact(name), name]),
  ...Object.entries(ALIASES).map(([alias, name]): [string, string] => [compact(alias), name]),
]);

/**
 * The name as the table spells it: lower case, single spaces, without the `mck ` prefix an editor
 * may put before any name (`[[mck video …]]`, a form no CMS mistakes for one of its own tags),
 * an alias or another spacing read as the table's name. A name not in the table comes back in
 * lower case with single spaces.
 */
export function normaliseName(name: string): string {
  const words = name.trim().toLowerCase().replace(/[\s_-]+/g, ' ').replace(/^mck (?=\S)/, '');
  return BY_COMPACT_NAME.get(compact(words)) ?? words;
}

/** The element a module name becomes, or undefined for a name not in the table. */
export const tagOf = (name: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(MODULE_TAGS, normaliseName(name)) ? MODULE_TAGS[normaliseName(name)] : undefined;
