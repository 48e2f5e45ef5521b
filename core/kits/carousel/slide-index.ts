/**
 * The carousel's slide index as readers see it (E§4 "slide index counts 1 to N") and the counter
 * under the slides (E§9 "carousel counter padded to 2 digits": "01 / 05").
 */

import { padTwo } from '../text/index.js';

/** Digits each number of the counter is padded to (E§9): core's padTwo. */
export const COUNTER_DIGITS = 2;

/** "01 / 05" for the first of five slides; `index` counts from 1. */
export const formatCounter = (index: number, total: number): string => `${padTwo(index)} / ${padTwo(total)}`;

/**
 * The 1-based index a carousel starts on: the one asked for, kept within 1 … total (a page may ask
 * for slide 4 of a carousel the CMS printed three slides into).
 */
export const startIndex = (asked: number, total: number): number => Math.min(Math.max(1, Math.trunc(asked)), Math.max(1, total));

/** keen-slider counts slides from 0, readers from 1. */
export const toSliderIndex = (index: number): number => index - 1;
export const fromSliderIndex = (sliderIndex: number): number => sliderIndex + 1;

/** What the previous and next buttons may do: the carousel does not loop, so each end disables one. */
export const canGoPrevious = (index: number): boolean => index > 1;
export const canGoNext = (index: number, lastIndex: number): boolean => index < lastIndex;
