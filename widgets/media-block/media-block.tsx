import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { MEDIA_COUNTS, type mediaBlockAttributes, t } from './media-block.api.js';
import { readMedia } from './media-block.content.js';

export function MediaBlock({ host, layout }: WidgetProps<typeof mediaBlockAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const { count } = useLightDom(host, readMedia);
  if (count === 0 && !editing) return null;

  // The media stay the CMS's own elements, shown through the slot (which is `display: contents`,
  // so each one is a cell of the grid): hydrating moves nothing, nested mck tags keep hydrating
  // where they are, and the page reads the same without JavaScript. Editors see a placeholder for
  // each medium the layout still misses.
  const missing = editing ? Math.max(0, MEDIA_COUNTS[layout] - count) : 0;
  return (
    <div className="media-block" part="base">
      <slot />
      {Array.from({ length: missing }, (_, i) => (
        <EditorField key={i} name={t('MediaBlock_Medium', { number: count + i + 1 })} value="" as="div" className="missing" />
      ))}
    </div>
  );
}
