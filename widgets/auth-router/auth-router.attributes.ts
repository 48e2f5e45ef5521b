import { navigationUrl, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const authRouterAttributes = {
  homePath: navigationUrl('', {
    doc: 'Where a signed-in reader on an auth screen, and every page-event route, is sent; default the page config\'s homePath ("/"). Checked like any navigation URL.',
  }),
  articleId: text('', {
    doc: "The article #/save saves; default the page config's activeItemId (the article page's own item).",
  }),
  accessStatus: text('', {
    doc: 'The page\'s access status; "registered users" makes #/print send a signed-out reader to #/auth-print (A§2, A§3).',
  }),
};
