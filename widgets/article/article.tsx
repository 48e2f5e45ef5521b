import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { pageLanguage } from '../../core/page/config.js';
import { emit } from '../../core/page/events.js';
import { premium, session, sessionPending } from '../../core/session/session.js';
import { type articleAttributes, t } from './article.api.js';
import {
  accessLevel, daysSince, isAppView, isPdfView, isRestricted, pageTitle, robots, setMeta, type PageData,
} from './page-data.js';

type Props = WidgetProps<typeof articleAttributes>;

/** The page data (A§3) from the attributes, the session and the language. */
export function pageDataOf(props: Omit<Props, 'host'>, signedIn: boolean, language: string, now: number): PageData {
  return {
    ArticleTemplate: props.articleTemplate,
    ArticleType: props.articleType,
    ContentType: props.contentType,
    SourcePublication: props.sourcePublication,
    AccessStatus: props.accessStatus,
    DaysSinceCMSPublication: daysSince(props.updatedDate, now),
    IsPageRestricted: isRestricted(props.accessStatus),
    LoginStatus: signedIn ? 'logged-in' : 'logged-out',
    Language: language,
  };
}

export function Article({ host, ...props }: Props) {
  useSignals();
  const editing = useEditorMode();
  const language = pageLanguage();
  const signedIn = session.value;
  const pending = sessionPending.value;
  const [search] = useState(() => location.search);
  const pdf = isPdfView(search);
  const view = pdf ? 'pdf' : props.fiveFifty ? 'five-fifty' : 'article';
  const showShare = !pdf && !isAppView(search);
  const wall = props.enableRegWall && !pending && !signedIn && !premium.value;
  const level = accessLevel(props.forClientsOnly);
  const robotsRule = robots(props.hiddenFromSearch, props.aliased);

  // The head and the global object belong to the page: written here, once per change.
  useEffect(() => {
    setMeta('access-level', level);
    setMeta('robots', robotsRule);
  }, [level, robotsRule]);
  useEffect(() => {
    const title = pageTitle(props.articleTitle, props.careersSection, props.firmName);
    if (title) document.title = title;
  }, [props.articleTitle, props.careersSection, props.firmName]);
  const data = pageDataOf(props, signedIn, language, Date.now());
  const dataKey = JSON.stringify(data);
  useEffect(() => {
    if (pending) return; // LoginStatus is only known once the session check ends
    window.pageData = data;
    fire(host, 'mck-article-page-data', data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `dataKey` stands for `data` by value: equal page data is not published again
  }, [host, dataKey, pending]);
  useEffect(() => {
    if (wall) emit('registration-wall', { articleTemplate: props.articleTemplate, accessStatus: props.accessStatus });
  }, [wall, props.articleTemplate, props.accessStatus]);

  return (
    <div className="article" part="base" data-view={view}>
      {editing && (
        <p className="editor-note" part="editor-note">{t('Article_EditorNote', { view, access: level, robots: robotsRule })}</p>
      )}
      {pdf && <p className="mck-visually-hidden">{t('Article_PdfView')}</p>}
      {showShare && !editing && <div className="share" part="share"><slot name="share" /></div>}
      {view === 'five-fifty' ? <slot name="five-fifty" /> : <slot />}
      {wall && <div className="registration-wall" part="registration-wall"><slot name="registration-wall" /></div>}
    </div>
  );
}
