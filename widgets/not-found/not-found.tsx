import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useEditorMode } from '../../core/host/editor.js';
import { getConfig } from '../../core/page/config.js';
import { safeNavigationUrl } from '../../core/page/navigation.js';
import { type notFoundAttributes, t } from './not-found.api.js';

/** The configured home path (A§2 "Go to the Home page"), through the navigation check; else `/`. */
export const homeHref = (): string => safeNavigationUrl(getConfig()?.homePath ?? '/') ?? '/';

export function NotFound({ headingLevel, setTitle }: WidgetProps<typeof notFoundAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const title = t('NotFound_Title');

  // An editor is editing the CMS page, whose title is the CMS's: leave it alone then.
  useEffect(() => {
    if (setTitle && !editing) document.title = title;
  }, [setTitle, editing, title]);

  return (
    <section className="not-found" part="base">
      {createElement(`h${headingLevel}`, { className: 'heading', part: 'heading' }, t('NotFound_Heading'))}
      <p className="text" part="text">{t('NotFound_Text')}</p>
      <a className="home-link" part="home-link" href={homeHref()}>{t('NotFound_HomeLink')}</a>
    </section>
  );
}
