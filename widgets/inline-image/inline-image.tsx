import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode, useNothingToShow } from '../../core/host/editor.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { type inlineImageAttributes, t } from './inline-image.api.js';
import { readPrintedImage, supplyDefaultAlt } from './inline-image.image.js';

export function InlineImage({ host }: WidgetProps<typeof inlineImageAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const { image, empty, needsAlt } = useLightDom(host, readPrintedImage);
  const defaultAlt = t('InlineImage_DefaultAlt');

  // The image stays the CMS's own element (slotted): it is already loaded and laid out, so
  // hydrating moves nothing. Only a missing alt text is filled in, on that element.
  useLayoutEffect(() => {
    if (image && !empty && needsAlt) supplyDefaultAlt(image, defaultAlt);
  }, [image, empty, needsAlt, defaultAlt]);

  useNothingToShow(host, empty && !editing ? 'no <img> with a src inside the tag' : null);
  if (empty) {
    return editing ? <div className="inline-image" part="base"><EditorField name="Image" value="" /></div> : null;
  }
  return <div className="inline-image" part="base"><slot /></div>;
}
