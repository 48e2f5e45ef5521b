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
