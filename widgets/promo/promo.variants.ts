/**
 * The promo's variants (E§2 item 5, E§12) and the rules that differ between them, declared once:
 * how many promo items each shows, which show a quote, which put their image behind the text, and
 * how many calls to action a promo bar keeps (E§5, E§9: at most 2).
 */

export const VARIANTS = [
  'one-up', 'one-up-medium', 'one-up-medium-quote', 'banner', 'bar', 'bar-quote', 'list', 'two-up-medium', 'two-up-small',
] as const;
export type Variant = (typeof VARIANTS)[number];

/** E§5, E§9: a promo bar shows at most 2 call-to-action links. */
export const PROMO_BAR_MAX_LINKS = 2;

/** Text alignment; `split` (two-up medium) aligns the left column to the start and the right one to the end. */
export const ALIGNMENTS = ['start', 'center', 'split'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** E§9 two-up title sizes → the type scale step of the title (1100 is the largest step, then 1, then 2). */
export const TITLE_SCALES = { large: 2, 'extra-large': 1, huge: 1100 } as const;
export type TitleSize = keyof typeof TITLE_SCALES;
export const TITLE_SIZES = Object.keys(TITLE_SCALES) as TitleSize[];

interface VariantRule {
  /** How many promo items the variant holds: one, exactly the two columns, or any number. */
  items: 'one' | 'two' | 'many';
  /** Calls to action kept per item (the rest are dropped). */
  maxLinks: number;
  /** Shows the item's quote and citation. */
  quote: boolean;
  /** The image is the background of the text (with the overlay), not a picture beside it. */
  backgroundImage: boolean;
  /** E§8: a rendering error renders nothing (instead of the error state). */
  silentOnError: boolean;
}

const single = { items: 'one', maxLinks: Infinity, quote: false, backgroundImage: false, silentOnError: false } as const;

export const VARIANT_RULES: Record<Variant, VariantRule> = {
  'one-up': single,
  'one-up-medium': single,
  'one-up-medium-quote': { ...single, quote: true },
  banner: { ...single, backgroundImage: true },
  bar: { ...single, maxLinks: PROMO_BAR_MAX_LINKS, silentOnError: true },
  'bar-quote': { ...single, maxLinks: PROMO_BAR_MAX_LINKS, quote: true, silentOnError: true },
  list: { ...single, items: 'many' },
  'two-up-medium': { ...single, items: 'two', backgroundImage: true },
  'two-up-small': { ...single, items: 'many' },
};
