import { useEffect, useState } from 'react';

/** Whether the viewport is at least `minWidth` px wide, following changes. */
export function useWideViewport(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  const [wide, setWide] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setWide(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return wide;
}
