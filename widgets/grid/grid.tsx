import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { useLightDom } from '../../core/kits/content/index.js';
import meta from './meta.json';
import { type gridAttributes, t } from './grid.api.js';
import { checkCardLinks, readCards } from './grid.cards.js';

/**
 * The cards stay the CMS's own elements (slotted): the page reads the same before and without
 * JavaScript, and hydrating moves nothing. The widget lays them out by `variant`, swaps their
 * theme on hover and focus (grid.styles.ts, on the `variant` and `theme` attributes), and puts
 * their links through the content kit.
 */
export function Grid({ host }: WidgetProps<typeof gridAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const { count, links } = useLightDom(host, readCards);

  useLayoutEffect(() => checkCardLinks(host, meta.tag), [host, links]);

  if (!count) {
    return editing ? <div className="grid" part="base"><EditorField name={t('Grid_Cards')} value="" /></div> : null;
  }
  return <div className="grid" part="base"><slot /></div>;
}
