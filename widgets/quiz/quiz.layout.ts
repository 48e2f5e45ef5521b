import { useEffect, useState } from 'react';

/** Below this width the quiz ends on a share slide with the score summary (E§2, E§4). */
export const MOBILE_QUERY = '(max-width: 767px)';

/** Whether the page is at mobile width, following changes. */
export function useMobile(): boolean {
  const query = () => (typeof matchMedia === 'function' ? matchMedia(MOBILE_QUERY) : null);
  const [mobile, setMobile] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const list = query();
    if (!list) return undefined;
    const change = () => setMobile(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, []);
  return mobile;
}
