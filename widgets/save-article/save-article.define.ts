import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { SaveArticle } from './save-article.js';
import { saveArticleAttributes } from './save-article.api.js';
import { saveArticleStyles } from './save-article.styles.js';

/**
 * Save article (A§1, A§3): on an article page, a save / unsave toggle and a 1-to-5 star rating for the
 * signed-in reader, kept in the shared user record and locally keyed `{articleId}_{language}`
 * (language default en), so the saved-articles page and every other control agree. A signed-out
 * reader who saves or rates goes to the auth-save route (A§2); a 401 goes to the sign-in prompt;
 * any other failure shows the generic error under the control (nothing is lost: try again).
 *
 * Editors see the control as visitors do (it has no empty fields).
 *
 * Keyboard: Tab reaches the save button (Enter or Space toggles, `aria-pressed` says the state),
 * then the stars (a radio group: arrow keys choose a rating).
 *
 * Screen readers: "Save" is a toggle button (aria-pressed; aria-disabled while busy), its icon
 * hidden. The rating is a fieldset "Rate this article" of radios named "N of 5 stars". Saving,
 * unsaving and rating are announced in the page's polite live region ("Saved to your articles." …);
 * a failure is an alert.
 *
 * @tagname mck-save-article
 * @summary Save / unsave and rate the article.
 *
 * @slot - Server-rendered fallback shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button colour.
 */
export class SaveArticleElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: SaveArticle,
  attributes: saveArticleAttributes,
  styles: saveArticleStyles,
}) {}

registerWidget(SaveArticleElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-save-article': SaveArticleElement;
  }
}
