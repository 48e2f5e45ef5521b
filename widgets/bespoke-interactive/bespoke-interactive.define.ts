import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { BespokeInteractive } from './bespoke-interactive.js';
import { bespokeInteractiveAttributes } from './bespoke-interactive.api.js';
import { bespokeInteractiveStyles } from './bespoke-interactive.styles.js';

/**
 * A bespoke interactive (E§2, E§3 bespokeInteractiveID, accessibilityDescription): a script the
 * content team wrote, loaded from /spContent/{interactiveId}/index.js, or its preview build
 * /spContent/{interactiveId}/preview/index.js in editor mode or with `preview`.
 *
 * The script is loaded once per page however many elements show it, and only from the content
 * origin (this page's, or `content-base` when the core URL check allows it); it registers a
 * renderer on `window.mckInteractives` under `{id}` (or `{id}/preview`), which draws into each
 * element's stage. The CMS's fallback content (a still image, a link) stays in view until it has
 * drawn, and again when the script cannot be loaded, with a short notice. The region is described
 * for screen readers by `accessibility-description`, else a generic text (E§8). A missing or
 * unsafe `interactive-id` (anything but one URL path segment) or a refused `content-base` shows
 * the error state, named on the console.
 *
 * Keyboard: whatever the interactive's own controls offer; the CMS fallback's links before that.
 *
 * @tagname mck-bespoke-interactive
 * @summary A bespoke interactive loaded from /spContent/{id}[/preview]/index.js.
 *
 * @slot - The CMS's fallback content, shown until the interactive draws and when it cannot load.
 *
 * @cssprop [--mck-bespoke-interactive-height=0px] - Least height of the stage and the fallback.
 */
export class BespokeInteractiveElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: BespokeInteractive,
  attributes: bespokeInteractiveAttributes,
  styles: bespokeInteractiveStyles,
}) {}

registerWidget(BespokeInteractiveElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-bespoke-interactive': BespokeInteractiveElement;
  }
}
