/**
 * Where the note sits next to its marker. The browser places it (CSS anchor positioning with
 * position-try fallbacks): it flips to the other side near a screen edge and follows the text
 * direction, which no script has to measure.
 */

/** The side the note prefers. */
export const NOTE_SIDES = ['above', 'below'] as const;
export type NoteSide = (typeof NOTE_SIDES)[number];

/** E§9 "mobile footnote threshold window width 563": below it the note takes the screen's width. */
export const MOBILE_FOOTNOTE_MAX_WIDTH = 563;
