/**
 * The public contract of `<mck-ceros>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import {
  type AttributeDocs,
  AttributeError,
  type AttributeKind,
  bool,
  num,
  text,
} from '../../core/host/attributes.js';
import { embedUrl } from '../../core/kits/embed/index.js';
import { checkNavigationUrl, refusalMessage } from '../../core/page/navigation.js';
import { CEROS_BREAK_ON, CEROS_DESKTOP_PADDING } from './ceros.layout.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * The experience's URL is also the reader's link to it (opened in a new tab), so it follows the
 * navigation rule every linked URL follows: this page's origin or one in the config's
 * `navigationOrigins` (add the Ceros origin, e.g. `https://view.ceros.com`, there).
 */
function experienceUrl(options: AttributeDocs & { optional?: boolean }): AttributeKind<string> {
  const kind = embedUrl(options);
  return {
    ...kind,
    parse(raw) {
      const url = kind.parse(raw);
      const check = url ? checkNavigationUrl(url) : null;
      if (check && !check.ok) throw new AttributeError(`${refusalMessage(check.reason)}: "${url.slice(0, 200)}"`);
      return url;
    },
  };
}

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const cerosAttributes = {
  url: experienceUrl({ doc: "The Ceros experience (E§3 desktop URL), whose oembed gives the frame. Same rule as navigation: http(s), on this page's origin (a relative URL) or one in the config's `navigationOrigins`." }),
  mobileUrl: experienceUrl({ optional: true, doc: 'The experience below `break-on` (E§3 mobile URL), same rule; absent: `url`.' }),
  desktopPadding: num(CEROS_DESKTOP_PADDING, { min: 1, max: 500, doc: "The box's height as a percentage of its width when the oembed gives no width and height (E§9: 40)." }),
  mobilePadding: num(CEROS_DESKTOP_PADDING, { min: 1, max: 500, doc: 'The same below `break-on`.' }),
  desktopHeight: num(0, { min: 0, max: 10000, integer: true, doc: "A fixed height in px instead of the aspect ratio (E§3 OverrideHeight); 0: none." }),
  mobileHeight: num(0, { min: 0, max: 10000, integer: true, doc: 'The same below `break-on`.' }),
  breakOn: num(CEROS_BREAK_ON, { min: 1, max: 10000, integer: true, doc: 'Viewport width in px from which the desktop experience shows (E§9: 768).' }),
  scaleToFit: bool(false, { doc: "Scale the experience from its own width to the box's (E§3 scaleToFit), 500 ms after render and after each resize, on desktop and tablet." }),
  title: text('', { doc: "The frame's accessible name; absent: the oembed's title, else a generic one." }),
};

/** The parts of `<mck-ceros>`, for `mck-ceros::part(…)`. */
export const cerosParts = /* @__PURE__ */ defineParts({
  base: 'The figure holding the box and the link.',
  box: "The box of the experience's height (aspect ratio, padding or fixed height).",
  frame: "The iframe showing the experience (from the oembed answer, on the experience's origin).",
  notice: 'The loading notice (visually hidden) or the load-failure notice.',
  link: 'The link that opens the experience in a new tab.',
});

/**
 * What `<mck-ceros>` tells the page (name → detail): nothing. The experience runs in its own frame
 * and the link is a plain link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface CerosEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<CerosEvents> {}
}

/** Dictionary keys of `<mck-ceros>` with their English defaults. */
export const cerosStrings = defineStrings({
  Ceros_FrameTitle: 'Ceros interactive experience',
  Ceros_OpenLink: 'Open the experience in a new tab',
  Ceros_Loading: 'Loading the experience…',
  Ceros_LoadFailed: 'The experience could not be loaded.',
});
export const { t } = cerosStrings;
