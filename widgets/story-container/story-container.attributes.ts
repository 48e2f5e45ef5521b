import { bool, num } from '../../core/host/attributes.js';
import { HALF_WIDTH } from './story-container.layout.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * items themselves (and each one's media placement and template) are what the CMS prints inside the tag.
 */
export const storyContainerAttributes = {
  desktopTextColumnWidth: num(0, {
    min: 0, max: 100, integer: true,
    doc: `E§2 desktopTextColumnWidth, a percentage: ${HALF_WIDTH} makes the text and media columns 6/6 on desktop; any other value (or none) keeps the default 4/8.`,
  }),
  collapseTopSpace: bool(false, { doc: 'E§3 collapseTopSpace: no space above the first item.' }),
  collapseBottomSpace: bool(false, { doc: 'E§3 collapseBottomSpace: no space below the last item.' }),
};
