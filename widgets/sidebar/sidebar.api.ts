/**
 * The public contract of `<mck-sidebar>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, num, oneOf, text } from '../../core/host/attributes.js';
import { RENDER_MODES } from './sidebar.content.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * headline, teaser, body and background image are what the CMS prints inside the tag.
 */
export const sidebarAttributes = {
  renderMode: oneOf(RENDER_MODES, 'default', {
    doc: 'E§3 renderMode: `default`, or `scrolling`: the background image (`slot="background"`) stays pinned while the sidebar scrolls over it, and a control continues to the next section.',
  }),
  collapsed: bool(false, {
    doc: 'Starts collapsed: only the headline, the teaser (`slot="teaser"`) and the toggle show. The toggle expands or collapses it (E§6).',
  }),
  backgroundOpacity: num(0, {
    min: 0, max: 100,
    doc: 'E§3 backgroundOpacity: opacity of the dark overlay on the pinned background, 0 to 1, or above 1 a percentage (E§5).',
  }),
  nextSection: text('', {
    doc: 'Id of the section the scrolling mode\'s "continue to next section" control leads to; by default the element after the sidebar.',
  }),
};

/** The parts of `<mck-sidebar>`, for `mck-sidebar::part(…)`. */
export const sidebarParts = /* @__PURE__ */ defineParts({
  base: 'The box around headline, teaser, body and controls.',
  heading: 'The box holding the headline the CMS printed.',
  teaser: 'The box holding the teaser, shown also while collapsed.',
  body: 'The box holding the body (description, about the author, share icons); hidden while collapsed.',
  toggle: 'The button that expands or collapses the sidebar.',
  background: 'Scrolling mode: the pinned background image box.',
  overlay: 'Scrolling mode: the dark overlay on the background (backgroundOpacity).',
  continue: 'Scrolling mode: the "continue to next section" button.',
}, editorParts);

/** What `<mck-sidebar>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SidebarEvents {
  /** The reader expanded or collapsed the sidebar with its toggle. On the element; bubbles, composed. */
  'mck-sidebar-toggle': { expanded: boolean };
  /** The reader used 'continue to next section' (scrolling mode); `section` is the id of the section focused, or ''. On the element; bubbles, composed. */
  'mck-sidebar-continue': { section: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SidebarEvents> {}
}

/** Dictionary keys of `<mck-sidebar>` with their English defaults: the toggle and the continue control. */
export const sidebarStrings = defineStrings({
  Sidebar_Expand: 'Show more',
  Sidebar_Collapse: 'Show less',
  Sidebar_Continue: 'Continue to next section',
});
export const { t } = sidebarStrings;
