import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-page-shell>`, for `mck-page-shell::part(…)`. */
export const pageShellParts = {
  'skip-link': 'The "Skip to main content" link, shown when focused.',
  main: 'The main landmark around the page content (absent when the page already has one).',
  'subscription-bar': 'The sticky subscription bar (featured-insights and our-insights pages).',
  footer: 'The footer holding the chosen variant.',
  ...editorParts,
} satisfies PartDocs;
