import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { SavedArticles } from './saved-articles.js';
import { savedArticlesAttributes } from './saved-articles.api.js';
import { savedArticlesStyles } from './saved-articles.styles.js';

/**
 * Saved articles page (A§2, A§4, A§8): the signed-in reader's saved articles, 9 per page with
 * "Load more", each with an unsave button that asks for confirmation in a dialog; the count
 * follows. A failed page shows the generic error under "Load more"; a failed unsave, a tooltip on
 * its button; a 401 on unsave sends the reader to sign in.
 *
 * Fetched only with a session that needs no fresh sign-in for sensitive data (A§6). The page is
 * protected: anonymous, expired and re-login-required readers go to the sign-in prompt carrying
 * the page path (the account kit). Hidden in page-editing mode (editors see a placeholder).
 *
 * Keyboard: Tab through the articles' links and unsave buttons, then "Load more"; in the dialog
 * Tab between Remove, Cancel and Close, Esc cancels; Esc also closes an error tooltip.
 *
 * Screen readers: a section under its heading, aria-busy while loading; the count ("Showing N of
 * M") is announced as it changes, and the articles are a list whose images are decorative. Each
 * unsave button is named "Unsave “title”"; the confirm dialog is a modal named by its question,
 * focus on Cancel. A removal is announced politely, a failed one assertively and linked to its
 * button as a tooltip; a failed list is an alert.
 *
 * @tagname mck-saved-articles
 * @summary The reader's saved articles with load more and unsave.
 *
 * @slot - Server-rendered fallback shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button colour.
 */
export class SavedArticlesElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: SavedArticles,
  attributes: savedArticlesAttributes,
  styles: savedArticlesStyles,
}) {}

registerWidget(SavedArticlesElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-saved-articles': SavedArticlesElement;
  }
}
