import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Article } from './article.js';
import { articleAttributes } from './article.api.js';
import { articleStyles } from './article.styles.js';

/**
 * Article page behaviours (A§3, A§6, A§7, A§9, D§2, D§5) around the article the CMS prints inside
 * the tag: the global page-data object `window.pageData` (ArticleTemplate, DaysSinceCMSPublication
 * rounded, IsPageRestricted, LoginStatus, …; republished when the sign-in state changes), the
 * access-level meta (`exclusive` for clients-only articles, else `public`), the robots meta
 * (`noindex,nofollow` when hidden from search or aliased), the page title (title, careers office or
 * section, firm name), the PDF view with `?generatepdf`, the five-fifty layout (its slot instead of
 * the article), share tools hidden in the mobile-app view (`?view=app`) and in the PDF view, and the
 * registration-wall hook: `mck:registration-wall` and the `registration-wall` slot when the article
 * has enableRegWall and the reader is signed out and not premium.
 *
 * Keyboard: nothing of its own; the slotted article and share tools keep their order.
 *
 * Screen readers: the widget adds no landmark or name of its own; the slotted article is read as
 * the CMS printed it. In the PDF view a visually hidden line says "PDF view of this article".
 *
 * @tagname mck-article
 * @summary Article page: page data, access and robots meta, title, PDF view, five-fifty, reg wall.
 *
 * @slot - The article (body, PDFs …).
 * @slot share - The share tools (e.g. `<mck-share-bar>`), hidden in the app and PDF views.
 * @slot five-fifty - The five-fifty story shown instead of the article when `five-fifty` is set.
 * @slot registration-wall - What the registration wall shows when it applies.
 */
export class MckArticleElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Article,
  attributes: articleAttributes,
  styles: articleStyles,
}) {}

registerWidget(MckArticleElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-article': MckArticleElement;
  }
}
