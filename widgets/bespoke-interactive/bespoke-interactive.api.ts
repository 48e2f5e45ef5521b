/**
 * The public contract of `<mck-bespoke-interactive>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, navigationUrl, text } from '../../core/host/attributes.js';
import { pathSegment } from '../../core/kits/embed/index.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const bespokeInteractiveAttributes = {
  interactiveId: pathSegment({ doc: 'The interactive\'s id (E§3 bespokeInteractiveID), one path segment of /spContent/{id}/index.js: letters, digits, "-" or "_".' }),
  preview: bool(false, { doc: 'Load the preview build (/spContent/{id}/preview/index.js). Editor mode always does.' }),
  contentBase: navigationUrl('', { doc: "The URL spContent/ hangs from; absent: this page's origin (so /spContent/…). Must pass the core URL check: this page's origin or one in the config's navigationOrigins." }),
  accessibilityDescription: text('', { doc: "What the interactive shows, for screen readers (E§3 accessibilityDescription); absent: a generic description (E§8)." }),
};

/** The parts of `<mck-bespoke-interactive>`, for `mck-bespoke-interactive::part(…)`. */
export const bespokeInteractiveParts = /* @__PURE__ */ defineParts({
  base: 'The region holding the interactive.',
  description: 'The screen-reader description of the interactive (visually hidden).',
  stage: "The element the interactive's script draws into.",
  notice: 'The loading notice (visually hidden) or the load-failure notice.',
});

/**
 * What `<mck-bespoke-interactive>` tells the page (name → detail): nothing. What the interactive
 * does is its own script's business.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface BespokeInteractiveEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<BespokeInteractiveEvents> {}
}

/** Dictionary keys of `<mck-bespoke-interactive>` with their English defaults. */
export const bespokeInteractiveStrings = defineStrings({
  BespokeInteractive_Loading: 'Loading the interactive…',
  BespokeInteractive_LoadFailed: 'The interactive could not be loaded.',
  /** E§8: the default screen-reader text where no accessibility description exists. */
  BespokeInteractive_DefaultDescription: 'Interactive graphic',
});
export const { t } = bespokeInteractiveStrings;
