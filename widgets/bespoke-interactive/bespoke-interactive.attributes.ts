import { bool, navigationUrl, text } from '../../core/host/attributes.js';
import { pathSegment } from '../../core/kits/embed/index.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const bespokeInteractiveAttributes = {
  interactiveId: pathSegment({ doc: 'The interactive\'s id (E§3 bespokeInteractiveID), one path segment of /spContent/{id}/index.js: letters, digits, "-" or "_".' }),
  preview: bool(false, { doc: 'Load the preview build (/spContent/{id}/preview/index.js). Editor mode always does.' }),
  contentBase: navigationUrl('', { doc: "The URL spContent/ hangs from; absent: this page's origin (so /spContent/…). Must pass the core URL check: this page's origin or one in the config's navigationOrigins." }),
  accessibilityDescription: text('', { doc: "What the interactive shows, for screen readers (E§3 accessibilityDescription); absent: a generic description (E§8)." }),
};
