import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useEditorMode } from '../../core/host/editor.js';
import { useAsync } from '../../core/kits/async/index.js';
import { getConfig } from '../../core/page/config.js';
import { type bespokeInteractiveAttributes, t } from './bespoke-interactive.api.js';
import { contentScriptUrl, interactiveFailures, loadInteractive } from './bespoke-interactive.calls.js';

type Props = WidgetProps<typeof bespokeInteractiveAttributes>;

/**
 * The stage the interactive's script draws into. Until it has drawn, and when it cannot, the
 * content the CMS printed inside the tag stays in view through the slot.
 */
export function BespokeInteractive({ interactiveId, preview: previewAttribute, contentBase, accessibilityDescription }: Props) {
  useSignals();
  const editing = useEditorMode();
  const preview = previewAttribute || editing;
  const src = contentScriptUrl(interactiveId, preview, contentBase);
  const interactive = useAsync(loadInteractive, src ? { src, interactiveId, preview } : null, { failures: interactiveFailures });
  const stage = useRef<HTMLDivElement>(null);
  const descriptionId = useId();
  const render = interactive.status === 'ready' ? interactive.data : undefined;

  useEffect(() => {
    const el = stage.current;
    if (!render || !el) return undefined;
    const cleanup = render(el, { preview, language: getConfig()?.language ?? 'en' });
    return () => {
      if (typeof cleanup === 'function') cleanup();
      el.replaceChildren();
    };
  }, [render, preview]);

  const failed = !src || interactive.status === 'error';
  return (
    <section className="bespoke" part="base" aria-describedby={descriptionId} aria-busy={interactive.status === 'loading' || undefined}>
      <p id={descriptionId} className="visually-hidden" part="description">{accessibilityDescription || t('BespokeInteractive_DefaultDescription')}</p>
      <div ref={stage} className="stage" part="stage" hidden={!render} />
      {render ? null : <slot />}
      {failed ? <p className="notice" part="notice" role="status">{t('BespokeInteractive_LoadFailed')}</p> : null}
      {interactive.status === 'loading' ? <p className="visually-hidden" part="notice" role="status">{t('BespokeInteractive_Loading')}</p> : null}
    </section>
  );
}
