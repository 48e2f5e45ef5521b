import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode, useNothingToShow } from '../../core/host/editor.js';
import { Carousel, FigureSlide, figuresOf, readFigures } from '../../core/kits/carousel/index.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { type exhibitCarouselAttributes, t } from './exhibit-carousel.api.js';
import { EXHIBIT_CAROUSEL_SPEED_MS, EXHIBITS_PER_VIEW } from './exhibit-carousel.speeds.js';

export function ExhibitCarousel({ host, label, startSlide }: WidgetProps<typeof exhibitCarouselAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const snapshot = useLightDom(host, readFigures);
  const figures = useMemo(() => figuresOf(snapshot.figures), [snapshot.figures]);

  useNothingToShow(host, !figures.length && !editing ? 'no <figure> slides inside the tag' : null);
  if (!figures.length) {
    return editing ? <div className="empty" part="base"><EditorField name={t('ExhibitCarousel_Label')} value="" /></div> : null;
  }
  // The slides are rendered from what the CMS printed (read again when it changes); the printed
  // figures show until then and without JavaScript.
  const defaultAlt = t('ExhibitCarousel_DefaultAlt');
  return (
    <Carousel
      host={host} label={label || t('ExhibitCarousel_Label')} start={startSlide}
      speedMs={EXHIBIT_CAROUSEL_SPEED_MS} perView={EXHIBITS_PER_VIEW}
      slides={figures.map((figure) => <FigureSlide figure={figure} defaultAlt={defaultAlt} />)}
    />
  );
}
