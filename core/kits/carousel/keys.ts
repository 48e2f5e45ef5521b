/**
 * Arrow keys on the focused carousel (the region or a control in it): the key pointing the way
 * the slides read moves forward, so in a right-to-left page ArrowLeft is "next".
 */
export type Step = 'previous' | 'next' | 'first' | 'last';

export function stepForKey(key: string, rtl: boolean): Step | null {
  switch (key) {
    case 'ArrowRight': return rtl ? 'previous' : 'next';
    case 'ArrowLeft': return rtl ? 'next' : 'previous';
    case 'Home': return 'first';
    case 'End': return 'last';
    default: return null;
  }
}
