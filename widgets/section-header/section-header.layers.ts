/**
 * The overlay rule (E§5): opacity values above 1 are percentages. Editors type either `0.4` or
 * `40` for the same overlay, and both must look the same.
 */
export const overlayOpacity = (value: number): number => (value > 1 ? value / 100 : value);

/** A hero gradient's opacity from its 0–100 level. */
export const gradientOpacity = (level: number): number => level / 100;
