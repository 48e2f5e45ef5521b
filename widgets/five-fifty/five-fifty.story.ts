import type { Step } from '../../core/kits/carousel/index.js';
import type { Tab } from './five-fifty.content.js';

/** What both layouts of the story (pinned on desktop, swiped on mobile and tablet) are given. */
export interface StoryProps {
  host: HTMLElement;
  tabs: readonly Tab[];
  /** Each tab's label, a default one where the CMS printed none. */
  labels: readonly string[];
  /** The active tab, from 0. */
  active: number;
  onActive: (index: number) => void;
  /** The story's accessible name. */
  label: string;
  headerOffset: number;
}

/** The tab an arrow-key step leads to from `active` (0-based), in both layouts: no wrapping, as the arrows. */
export function indexForStep(step: Step, active: number, total: number): number {
  const last = Math.max(0, total - 1);
  switch (step) {
    case 'previous': return Math.max(0, active - 1);
    case 'next': return Math.min(last, active + 1);
    case 'first': return 0;
    case 'last': return last;
  }
}
