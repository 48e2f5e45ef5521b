import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { ensureLiveRegions } from '../../core/page/announce.js';
import { getConfig } from '../../core/page/config.js';
import { applyDocumentLanguage } from '../../core/text/i18n.js';
import { type pageShellAttributes, t } from './page-shell.api.js';
import { startFullPageLoads } from './full-page-loads.js';
import { useSessionVeil } from './session-veil.js';

/** A§2: the page types that carry the sticky subscription bar. */
export const SUBSCRIPTION_BAR_PAGE_TYPES: readonly string[] = ['featured-insights', 'our-insights'];

/** Whether the sticky subscription bar shows (A§2; A§6: never in page-editing mode). */
export function showsSubscriptionBar(pageType: string, hidden: boolean, editing: boolean): boolean {
  return !editing && !hidden && SUBSCRIPTION_BAR_PAGE_TYPES.includes(pageType.trim().toLowerCase());
}

/** A `main` landmark the CMS already printed around the shell: the shell then adds no second one. */
const enclosingMain = (host: HTMLElement) => host.parentElement?.closest<HTMLElement>('main, [role=main]') ?? null;

const MAIN_ID = 'mck-main';

export function PageShell({ host, footer, pageType, hideStickySubscriptionBar }: WidgetProps<typeof pageShellAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const hidden = useSessionVeil();
  const language = getConfig()?.language;
  const ownMain = useRef<HTMLElement>(null);
  const [pageMain] = useState(() => enclosingMain(host));
  // The link's target must be in the document for assistive technology (and axe) to follow it:
  // the CMS main, else the shell itself, whose main landmark wraps the content. Named once.
  const [targetId] = useState(() => {
    const target = pageMain ?? host;
    if (!target.id) target.id = MAIN_ID;
    return target.id;
  });

  useEffect(() => { ensureLiveRegions(); }, []);
  useEffect(() => { if (language) applyDocumentLanguage(language); }, [language]);
  useEffect(() => startFullPageLoads((url) => fire(host, 'mck-page-shell-full-load', { url })), [host]);

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = pageMain ?? ownMain.current;
    if (!target) return;
    event.preventDefault(); // focus the landmark itself: a fragment jump would only scroll
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };

  const content = <slot />;
  return (
    <>
      <a className="skip-link" part="skip-link" href={`#${targetId}`} onClick={skip}>{t('PageShell_SkipToMain')}</a>
      <slot name="header" />
      {showsSubscriptionBar(pageType, hideStickySubscriptionBar, editing) && (
        <div className="subscription-bar" part="subscription-bar"><slot name="subscription-bar" /></div>
      )}
      {pageMain
        ? <div className="content" data-veiled={hidden || undefined} aria-busy={hidden || undefined}>{content}</div>
        : <main className="content" part="main" ref={ownMain} tabIndex={-1} data-veiled={hidden || undefined} aria-busy={hidden || undefined}>{content}</main>}
      {/* Inside a CMS main, a <footer> would be a second contentinfo or none at all: a plain box. */}
      {pageMain
        ? <div className="footer" part="footer" data-veiled={hidden || undefined} data-variant={footer}>
            <slot name={`footer-${footer}`}><EditorField name="Footer" value="" /></slot>
          </div>
        : <footer className="footer" part="footer" data-veiled={hidden || undefined} data-variant={footer}>
            <slot name={`footer-${footer}`}><EditorField name="Footer" value="" /></slot>
          </footer>}
    </>
  );
}
