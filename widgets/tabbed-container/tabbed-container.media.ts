import { useEffect, useState } from 'react';

const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;

/** Whether `query` matches, followed as the viewport changes (the tabs turn into a select on mobile). */
export function useMediaQuery(query: string): boolean {
  const [matched, setMatched] = useState(() => matches(query));
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const update = () => setMatched(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matched;
}
