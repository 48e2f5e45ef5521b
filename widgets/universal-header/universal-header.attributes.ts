import { array } from 'superstruct';
import { json } from '../../core/host/attributes.js';
import { CheckedCtaLink, CTA_LINK_TYPE_TEXT } from '../../core/kits/content/index.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const universalHeaderAttributes = {
  breadcrumb: json(array(CheckedCtaLink), [], {
    type: `Array<${CTA_LINK_TYPE_TEXT}>`,
    doc: 'The optional breadcrumb (D§2), JSON: the links from the home page to this page, the last being the current page. A step without URL shows its text; a URL the navigation check refuses is a malformed attribute. Empty or absent: no breadcrumb.',
  }),
};
