import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { useDebouncedMatch, useReducedMotion } from '../../core/host/viewport.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { type scrollyAttributes, t } from './scrolly.api.js';
import { readScrolly, scrollySteps, type ScrollyStep } from './scrolly.content.js';
import { DESKTOP_QUERY, PARALLAX_RESIZE_DEBOUNCE_MS, parallaxOn } from './scrolly.layout.js';
import { useActiveStep } from './scrolly.steps.js';

/**
 * Whether the parallax runs: the desktop width read at first render and again
 * {@link PARALLAX_RESIZE_DEBOUNCE_MS} after the last resize event (E§9), so a window being dragged
 * wider switches it once, when the dragging stops; a change of the reduced-motion preference
 * switches it at once.
 */
export function useParallaxOn(): boolean {
  const desktop = useDebouncedMatch(DESKTOP_QUERY, PARALLAX_RESIZE_DEBOUNCE_MS);
  return parallaxOn({ desktop, reducedMotion: useReducedMotion() });
}

function Step({ step, position, active }: { step: ScrollyStep; position: number; active: boolean }) {
  const editing = useEditorMode();
  // The CMS's own elements, slotted: hydrating moves nothing and the page reads the same without
  // JavaScript. The fallback inside each slot is the editor's placeholder for a missing half.
  return (
    <div className={['step', active && 'active', step.hasMedia && 'with-media'].filter(Boolean).join(' ')} part="step" aria-current={active ? 'step' : undefined}>
      {(step.hasText || editing) && (
        <div className="text" part="text" data-step={position}>
          <slot name={`text-${step.index}`}><EditorField name={t('Scrolly_Text')} value="" /></slot>
        </div>
      )}
      {(step.hasMedia || editing) && (
        <div className="media" part="media" role="group" aria-label={step.accessibilityDescription || t('Scrolly_MediaDefault', { number: position + 1 })}>
          <div className="frame" part="frame">
            <slot name={`media-${step.index}`}><EditorField name={t('Scrolly_Media')} value="" /></slot>
          </div>
        </div>
      )}
    </div>
  );
}

export function Scrolly({ host, textPlacement }: WidgetProps<typeof scrollyAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const snapshot = useLightDom(host, readScrolly);
  const steps = useMemo(() => scrollySteps(snapshot.steps), [snapshot.steps]);
  const root = useRef<HTMLDivElement>(null);
  const active = useActiveStep(root, steps.length);
  const parallax = useParallaxOn();
  // How many steps the host shows, for its own style (`:host(:has(…))` is not a selector Chromium takes).
  useLayoutEffect(() => {
    host.dataset.steps = String(steps.length);
  }, [host, steps.length]);

  if (!steps.length) {
    return editing ? <div className="scrolly" part="base"><EditorField name={t('Scrolly_Steps')} value="" /></div> : null;
  }
  const classes = ['scrolly', `text-${textPlacement}`, active >= 0 && 'started', parallax && 'parallax'].filter(Boolean).join(' ');
  return (
    <div ref={root} className={classes} part="base">
      {steps.map((step, position) => <Step key={step.index} step={step} position={position} active={position === active} />)}
    </div>
  );
}
