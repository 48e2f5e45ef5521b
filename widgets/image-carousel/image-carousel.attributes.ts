import { num, text } from '../../core/host/attributes.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * images themselves are what the CMS prints inside the tag.
 */
export const imageCarouselAttributes = {
  label: text('', { doc: 'The carousel\'s accessible name (what screen readers announce for the region); "Images" in the page\'s language when empty. Give each carousel on a page a name of its own (screen readers list them by it).' }),
  startSlide: num(1, { min: 1, integer: true, doc: 'The image shown first, counted from 1 (E§4); a number beyond the last one the carousel can move to shows that one.' }),
};
