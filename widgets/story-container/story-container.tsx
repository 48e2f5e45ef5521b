import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { useLightDom } from '../../core/kits/content/index.js';
import meta from './meta.json';
import { type storyContainerAttributes, t } from './story-container.api.js';
import { readStory, storyItems, type StoryItem, type StoryTemplate } from './story-container.content.js';
import { TEXT_COLUMNS, textColumnsFor } from './story-container.layout.js';

/** E§8: the media's screen-reader name when the CMS gave no accessibility description. */
const DEFAULT_MEDIA_NAME: Record<StoryTemplate, () => string> = {
  storyItem: () => t('StoryContainer_MediaExhibit'),
  videoForStory: () => t('StoryContainer_MediaVideo'),
  bespokeForStory: () => t('StoryContainer_MediaInteractive'),
  flourishForStory: () => t('StoryContainer_MediaVisualisation'),
  cerosForStory: () => t('StoryContainer_MediaExperience'),
};

function Item({ item }: { item: StoryItem }) {
  const editing = useEditorMode();
  // The CMS's own elements, slotted: hydrating moves nothing and the page reads the same without
  // JavaScript. The fallback inside each slot is the editor's placeholder for a missing half.
  return (
    <div className={`item media-${item.placement} template-${item.template}`} part="item">
      {(item.hasText || editing) && (
        <div className="text" part="text">
          <slot name={`text-${item.index}`}><EditorField name={t('StoryContainer_Text')} value="" /></slot>
        </div>
      )}
      {(item.hasMedia || editing) && (
        <div className="media" part="media" role="group" aria-label={item.accessibilityDescription || DEFAULT_MEDIA_NAME[item.template]()}>
          <slot name={`media-${item.index}`}><EditorField name={t('StoryContainer_Media')} value="" /></slot>
        </div>
      )}
    </div>
  );
}

export function StoryContainer({ host, desktopTextColumnWidth }: WidgetProps<typeof storyContainerAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const snapshot = useLightDom(host, readStory);
  const items = useMemo(() => storyItems(snapshot.items), [snapshot.items]);

  useEffect(() => {
    for (const problem of items.flatMap((item) => item.problems)) console.warn(`[${meta.tag}] ${problem}`);
  }, [items]);

  if (!items.length) {
    return editing ? <div className="story" part="base"><EditorField name={t('StoryContainer_Items')} value="" /></div> : null;
  }
  const half = textColumnsFor(desktopTextColumnWidth) === TEXT_COLUMNS.half;
  return (
    <div className={half ? 'story half' : 'story'} part="base">
      {items.map((item) => <Item key={item.index} item={item} />)}
    </div>
  );
}
