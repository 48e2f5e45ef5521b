import { bool, num, oneOf, text } from '../../core/host/attributes.js';
import { RENDER_MODES } from './sidebar.content.js';

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
