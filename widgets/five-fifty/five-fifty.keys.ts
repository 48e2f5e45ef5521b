import type { Step } from '../../core/kits/carousel/index.js';

/** The tab an arrow-key step leads to from `active` (0-based): no wrapping, as the arrows. */
export function indexForStep(step: Step, active: number, total: number): number {
  const last = Math.max(0, total - 1);
  switch (step) {
    case 'previous': return Math.max(0, active - 1);
    case 'next': return Math.min(last, active + 1);
    case 'first': return 0;
    case 'last': return last;
  }
}
