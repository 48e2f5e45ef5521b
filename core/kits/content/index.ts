/**
 * Content kit: what editorial widgets take from the content the CMS printed inside their tag (read
 * again when it changes) and the CMS's call-to-action links (classified, checked, given their
 * href, target and rel). Import it only through this file: the build emits each kit as its own
 * shared chunk, so pages without editorial modules do not load it.
 */
export {
  CheckedCtaLink, CtaLink, CTA_LINK_TYPES, ctaKind, resolveCtaLink,
  type CtaLinkType, type CtaProblem, type CtaResolution, type ResolvedCtaLink,
} from './links.js';
export { useLightDom } from './use-light-dom.js';
export { EMPTY_IMAGE_CLASS, gradientOpacity, isEmptyImage, overlayOpacity } from './media-rules.js';
