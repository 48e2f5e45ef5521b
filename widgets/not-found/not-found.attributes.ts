import { bool, num } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const notFoundAttributes = {
  headingLevel: num(1, { min: 1, max: 6, integer: true, doc: 'Level of the "Page not found" heading (1–6); 1 on the 404 page itself.' }),
  setTitle: bool(true, { doc: 'Set the document title to "404: NotFound" (A§2); `set-title="false"` leaves it, e.g. on a gallery page. Never in editor mode.' }),
};
