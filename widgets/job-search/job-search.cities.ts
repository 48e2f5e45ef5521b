import { useEffect, useState } from 'react';
import { mediaMatches } from '../../core/host/viewport.js';

/**
 * D§9 "Job card city list shows 1, 3, 7 or 8 cities for mobile, tablet, desktop or other": the
 * first matching viewport query wins; wider than desktop is "other".
 */
export const CITY_COUNTS = [
  { media: '(max-width: 767px)', cities: 1 }, // mobile
  { media: '(max-width: 1023px)', cities: 3 }, // tablet
  { media: '(max-width: 1439px)', cities: 7 }, // desktop
] as const;
export const OTHER_CITY_COUNT = 8;

export function cityCount(): number {
  return CITY_COUNTS.find(({ media }) => mediaMatches(media))?.cities ?? OTHER_CITY_COUNT;
}

/** How many cities a card lists at the current viewport width, following resizes. */
export function useCityCount(): number {
  const [count, setCount] = useState(cityCount);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const lists = CITY_COUNTS.map(({ media }) => matchMedia(media));
    const update = () => setCount(cityCount());
    for (const list of lists) list.addEventListener('change', update);
    return () => { for (const list of lists) list.removeEventListener('change', update); };
  }, []);
  return count;
}
