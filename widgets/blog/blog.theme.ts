import { rem } from '../../core/host/styles.js';

/** D§3 blogTheme and D§9: the two themes and their card image ratios, declared once. */
export const BLOG_THEMES = ['card', 'standard'] as const;
export type BlogTheme = (typeof BLOG_THEMES)[number];

/** D§9: a card's image is 2/1 in the Standard blog theme, else (Card based) 8/5. */
export const CARD_IMAGE_RATIO: Readonly<Record<BlogTheme, string>> = { standard: '2 / 1', card: '8 / 5' };

/** D§3 heroImageRenderStyle: Full Height Hero, Half Height Hero, No Image (as attribute values). */
export const HERO_STYLES = ['full-height', 'half-height', 'no-image'] as const;
export type HeroStyle = (typeof HERO_STYLES)[number];

/** How tall each hero style is (the gallery's template CSS gives the printed hero the same). */
export const HERO_HEIGHT: Readonly<Record<HeroStyle, string>> = { 'full-height': rem(32), 'half-height': rem(20), 'no-image': 'auto' };

/** D§3 horizontalCropPosition: which side of a wide hero image stays in view. */
export const CROP_POSITIONS = ['left', 'center', 'right'] as const;

/** Where the hero image sits: the crop position across, the top offset (percent) down. */
export const heroObjectPosition = (crop: (typeof CROP_POSITIONS)[number], topOffset: number) => `${crop} ${topOffset}%`;

/** Which browse lists the blog shows (D§3 browseOptions). */
export const BROWSE_OPTIONS = ['tags-and-authors', 'tags', 'authors', 'none'] as const;
