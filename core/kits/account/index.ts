/**
 * Account kit: what the account widgets (profile, subscriptions, saved articles, the account menu)
 * share. Import it only through this file (its own shared chunk).
 */
export {
  accountAllowed, protectedPageRedirect, signInPromptUrl, type SessionView,
} from './protected-page.js';
export { signInPromptForThisPage, useProtectedPage } from './use-protected-page.js';
export {
  fetchSavedArticles, isSaved, rateArticle, ratingOf, saveArticle, unsaveArticle,
} from './saved-articles.js';
