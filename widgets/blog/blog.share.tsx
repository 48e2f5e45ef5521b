import { createElement, useEffect, useRef } from 'react';
import { watchNestedTags } from '../../core/host/nested-tags.js';
import { t } from './blog.api.js';

/** The share tools are the share bar's own element: the blog never imports it, the loader loads it. */
export const SHARE_BAR_TAG = 'mck-share-bar';

/**
 * D§3 "Blog instance" share tools (hidden by hideShareTools): `<mck-share-bar>` in the blog's
 * shadow root, so the popup, short links, campaign ids and email are the share bar's, not a copy.
 * The loader only sees tags in the document: the blog hands it its shadow root.
 */
export function BlogShare({ title }: { title: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => watchNestedTags(box.current?.getRootNode()), []);
  // Attributes by their kebab-case names: the share bar may not be defined yet. The page is the
  // blog's, its title the blog's (empty: the share bar takes document.title).
  const attributes = { heading: t('Blog_ShareHeading'), 'page-title': title.trim() || undefined };
  return <div className="share" part="share" ref={box}>{createElement(SHARE_BAR_TAG, attributes)}</div>;
}
