import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { type fullBleedMediaAttributes, t } from './full-bleed-media.api.js';
import { overlayOpacity } from '../../core/kits/content/index.js';
import { holdAutoplay, readPrintedMedia, supplyDefaultLabel } from './full-bleed-media.media.js';
import { prefersReducedMotion } from '../../core/page/motion.js';


/**
 * The media stays the CMS's own element (slotted): it is already loaded and laid out, so hydrating
 * moves nothing. The widget adds the overlay over it, a default accessible name where the CMS gave
 * none, and stops an autoplaying video for readers who prefer reduced motion.
 */
export function FullBleedMedia({ host, overlayOpacity: opacity, overlayColor }: WidgetProps<typeof fullBleedMediaAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const { media, kind, empty, needsLabel } = useLightDom(host, readPrintedMedia);
  const defaultLabel = t('FullBleedMedia_DefaultLabel');

  useLayoutEffect(() => {
    if (media && kind && !empty && needsLabel) supplyDefaultLabel(media, kind, defaultLabel);
  }, [media, kind, empty, needsLabel, defaultLabel]);
  useLayoutEffect(() => {
    if (media instanceof HTMLVideoElement && media.autoplay && prefersReducedMotion()) holdAutoplay(media);
  }, [media]);

  if (empty) {
    return editing ? <div className="full-bleed-media" part="base"><EditorField name={t('FullBleedMedia_Media')} value="" /></div> : null;
  }
  const overlay = overlayOpacity(opacity);
  return (
    <div className="full-bleed-media" part="base">
      <slot />
      {overlay > 0 && <div className="overlay" part="overlay" style={{ opacity: overlay, ...(overlayColor ? { backgroundColor: overlayColor } : {}) }} />}
    </div>
  );
}
