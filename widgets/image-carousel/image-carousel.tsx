import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode, useNothingToShow } from '../../core/host/editor.js';
import { Carousel, FigureSlide, figuresOf, readFigures } from '../../core/kits/carousel/index.js';
import { useLightDom } from '../../core/kits/content/index.js';
import { type imageCarouselAttributes, t } from './image-carousel.api.js';
import { IMAGE_CAROUSEL_SPEED_MS, imagesPerViewNow } from './image-carousel.layout.js';

export function ImageCarousel({ host, label, startSlide }: WidgetProps<typeof imageCarouselAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const snapshot = useLightDom(host, readFigures);
  const figures = useMemo(() => figuresOf(snapshot.figures), [snapshot.figures]);

  useNothingToShow(host, !figures.length && !editing ? 'no <figure> slides inside the tag' : null);
  if (!figures.length) {
    return editing ? <div className="empty" part="base"><EditorField name={t('ImageCarousel_Label')} value="" /></div> : null;
  }
  // The slides are rendered from what the CMS printed (read again when it changes); the printed
  // images show until then and without JavaScript.
  const defaultAlt = t('ImageCarousel_DefaultAlt');
  return (
    <Carousel
      host={host} label={label || t('ImageCarousel_Label')} start={startSlide}
      speedMs={IMAGE_CAROUSEL_SPEED_MS} perView={imagesPerViewNow}
      slides={figures.map((figure) => <FigureSlide figure={figure} defaultAlt={defaultAlt} />)}
    />
  );
}
