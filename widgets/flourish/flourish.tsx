import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { type flourishAttributes, t } from './flourish.api.js';
import { flourishEmbedUrl, flourishSandbox } from './flourish.url.js';

/**
 * The visualisation in a frame, and a link to open it on its own: the frame is a third party's
 * page, so readers whose assistive technology or browser handles it badly still reach it.
 */
export function Flourish({ visualisationId, embedBase, title }: WidgetProps<typeof flourishAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const src = flourishEmbedUrl(embedBase, visualisationId);
  return (
    <figure className="flourish" part="base">
      {editing ? <EditorField name="Title" value={title} as="p" className="editor-title" part="editor-title" /> : null}
      <iframe
        className="frame"
        part="frame"
        src={src}
        title={title || t('Flourish_FrameTitle')}
        loading="lazy"
        sandbox={flourishSandbox(src, location.href)}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <a className="link" part="link" href={src} target="_blank" rel="noopener noreferrer">{t('Flourish_OpenLink')}</a>
    </figure>
  );
}
