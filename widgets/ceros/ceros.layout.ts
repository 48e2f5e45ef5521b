/** E§9 Ceros: default desktop padding 40 %, default break-on 768 px, scaling 500 ms after render. */
export const CEROS_DESKTOP_PADDING = 40;
export const CEROS_BREAK_ON = 768;
export const CEROS_SCALE_DELAY_MS = 500;

export interface CerosBox {
  /** `padding-bottom` of the box, as a percentage of its width, when no fixed height is given. */
  paddingPercent: number;
  /** Fixed height in px (OverrideHeight), else null. */
  heightPx: number | null;
}

/**
 * The box of the experience: a fixed height when the CMS gives one, else the aspect ratio of the
 * oembed's width and height, else the CMS's padding percentage.
 */
export function cerosBox(oembed: { width?: number; height?: number } | undefined, padding: number, fixedHeight: number): CerosBox {
  const ratio = oembed?.width && oembed.height ? (oembed.height / oembed.width) * 100 : padding;
  return { paddingPercent: Math.round(ratio * 1000) / 1000, heightPx: fixedHeight > 0 ? fixedHeight : null };
}

/** Scale to fit: the experience laid out at its own width, scaled to the box's width. */
export const scaleToFit = (boxWidth: number, experienceWidth: number) =>
  experienceWidth > 0 && boxWidth > 0 ? boxWidth / experienceWidth : 1;
