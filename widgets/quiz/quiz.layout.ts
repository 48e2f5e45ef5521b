import { MOBILE_QUERY, useMediaQuery } from '../../core/host/viewport.js';

/** Whether the page is at mobile width, following changes: there the quiz ends on a share slide with the score summary (E§2, E§4). */
export const useMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
