import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { t, type universalHeaderAttributes } from './universal-header.api.js';
import { breadcrumbTrail, readHeaderContent, type Crumb } from './universal-header.content.js';

function Step({ crumb }: { crumb: Crumb }) {
  if (crumb.current) {
    return crumb.href
      ? <a className="current" part="current" href={crumb.href} aria-current="page">{crumb.text}</a>
      : <span className="current" part="current" aria-current="page">{crumb.text}</span>;
  }
  return crumb.href ? <a part="link" href={crumb.href}>{crumb.text}</a> : <span>{crumb.text}</span>;
}

export function UniversalHeader({ host, breadcrumb }: WidgetProps<typeof universalHeaderAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const { heading } = useLightDom(host, readHeaderContent);
  const trail = useMemo(() => breadcrumbTrail(breadcrumb), [breadcrumb]);
  if (!heading && !trail.length && !editing) return null;

  // A div, not a <header>: outside a sectioning element that would be the page's banner landmark,
  // which belongs to the site's own header. The heading and dek stay the CMS's own elements, shown
  // through the default slot: hydrating moves nothing. The CMS's plain breadcrumb
  // (slot="breadcrumb", for readers without JavaScript) gives way to this checked one, in place.
  return (
    <div className="universal-header" part="base">
      {trail.length > 0 && (
        <nav className="breadcrumb" part="breadcrumb" aria-label={t('UniversalHeader_Breadcrumb')}>
          <ol className="crumbs" part="crumbs">
            {trail.map((crumb, i) => <li key={i} className="crumb" part="crumb"><Step crumb={crumb} /></li>)}
          </ol>
        </nav>
      )}
      <slot />
      {editing && !heading && <EditorField name={t('UniversalHeader_Heading')} value="" as="p" />}
    </div>
  );
}
