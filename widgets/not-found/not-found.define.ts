import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { NotFound } from './not-found.js';
import { notFoundAttributes } from './not-found.api.js';
import { notFoundStyles } from './not-found.styles.js';

/**
 * The 404 page's content (A§2): heading "Page not found", "This page does not exist." and a
 * "Go to the Home page" link to the configured `homePath` (checked by core's navigation rule; `/`
 * when the configured one is refused). It sets the document title to "404: NotFound" unless
 * `set-title="false"` or in editor mode. The demo serves it at `/404`, where invalid pages redirect.
 *
 * All texts come from the dictionary, so there are no editor fields to fill: editor mode renders the
 * same content and leaves the page title alone.
 *
 * Keyboard: Tab reaches the home link; Enter follows it.
 *
 * Screen readers: a heading "Page not found" (level from `heading-level`), the text "This page does
 * not exist." and the link "Go to the Home page"; with `set-title` the page title becomes "404:
 * NotFound", which is what a screen reader names the tab by. Nothing is announced.
 *
 * @tagname mck-not-found
 * @summary The 404 page: "Page not found" with a link home.
 *
 * @slot - Server-rendered fallback shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Home link colour.
 */
export class NotFoundElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: NotFound,
  attributes: notFoundAttributes,
  styles: notFoundStyles,
}) {}

registerWidget(NotFoundElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-not-found': NotFoundElement;
  }
}
