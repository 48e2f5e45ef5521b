import { DEFAULT_CAROUSEL_SPEED_MS } from '../../core/kits/carousel/index.js';

/** The exhibit carousel moves at the default carousel speed (E§9, 400 ms), one exhibit per view. */
export const EXHIBIT_CAROUSEL_SPEED_MS = DEFAULT_CAROUSEL_SPEED_MS;
export const EXHIBITS_PER_VIEW = 1;
