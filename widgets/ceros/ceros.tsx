import { useSignals } from '@preact/signals-react/runtime';
import { useRef, type CSSProperties } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { useAsync } from '../../core/kits/async/index.js';
import { type cerosAttributes, t } from './ceros.api.js';
import { cerosFailures, fetchCerosFrame } from './ceros.calls.js';
import { cerosBox } from './ceros.layout.js';
import { useCerosScale } from './ceros.use-scale.js';
import { useMediaQuery } from '../../core/host/viewport.js';

type Props = WidgetProps<typeof cerosAttributes>;

/**
 * The experience's frame in a box of its aspect ratio (or the CMS's padding or fixed height), and
 * a link that opens the experience on its own, which stays when the oembed fails.
 */
export function Ceros(props: Props) {
  useSignals();
  const wide = useMediaQuery(`(min-width: ${props.breakOn}px)`);
  const url = wide ? props.url : props.mobileUrl || props.url;
  const experience = useAsync(fetchCerosFrame, url, { failures: cerosFailures });
  const frame = experience.status === 'ready' ? experience.data : undefined;
  const box = cerosBox(frame, wide ? props.desktopPadding : props.mobilePadding, wide ? props.desktopHeight : props.mobileHeight);
  const boxRef = useRef<HTMLDivElement>(null);
  // E§9: scaling on desktop and tablet, i.e. from break-on up.
  const scale = useCerosScale(boxRef, frame?.width, props.scaleToFit && wide);
  const boxStyle: CSSProperties = box.heightPx ? { height: `${box.heightPx}px` } : { paddingBottom: `${box.paddingPercent}%` };
  const scaled = scale !== 1 && frame?.width && frame.height;
  const frameStyle: CSSProperties | undefined = scaled
    ? { width: `${frame.width}px`, height: `${frame.height}px`, transform: `scale(${scale})` }
    : undefined;

  return (
    <figure className="ceros" part="base" aria-busy={experience.status === 'loading' || undefined}>
      <div ref={boxRef} className="box" part="box" style={boxStyle}>
        {frame ? (
          <iframe
            className="frame"
            part="frame"
            src={frame.src}
            allow={frame.allow}
            title={props.title || frame.title || t('Ceros_FrameTitle')}
            style={frameStyle}
            data-scale={scale}
          />
        ) : null}
        {experience.status === 'error' ? <p className="notice" role="status" part="notice">{t('Ceros_LoadFailed')}</p> : null}
      </div>
      {experience.status === 'loading' ? <p className="visually-hidden" role="status" part="notice">{t('Ceros_Loading')}</p> : null}
      <a className="link" part="link" href={url} target="_blank" rel="noopener noreferrer">{t('Ceros_OpenLink')}</a>
    </figure>
  );
}
