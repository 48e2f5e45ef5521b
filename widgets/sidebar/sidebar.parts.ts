import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-sidebar>`, for `mck-sidebar::part(…)`. */
export const sidebarParts = {
  base: 'The box around headline, teaser, body and controls.',
  heading: 'The box holding the headline the CMS printed.',
  teaser: 'The box holding the teaser, shown also while collapsed.',
  body: 'The box holding the body (description, about the author, share icons); hidden while collapsed.',
  toggle: 'The button that expands or collapses the sidebar.',
  background: 'Scrolling mode: the pinned background image box.',
  overlay: 'Scrolling mode: the dark overlay on the background (backgroundOpacity).',
  continue: 'Scrolling mode: the "continue to next section" button.',
  ...editorParts,
} satisfies PartDocs;
