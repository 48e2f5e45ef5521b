import type { AttributeSpec } from '../../core/host/attributes.js';

/**
 * camelCase prop → attribute kind. None: the image, its src, alt and empty-image marker are the
 * `<img>` the CMS prints inside the tag, read from there (one place for each fact).
 */
export const inlineImageAttributes = {} satisfies AttributeSpec;
