import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { DEFAULT_CAROUSEL_SPEED_MS, stepForKey, useCarousel } from '../../core/kits/carousel/index.js';
import { Arrow } from './five-fifty.arrow.js';
import { slotName } from './five-fifty.content.js';
import { useScrollLockBeforeLast } from './five-fifty.page.js';
import { indexForStep, type StoryProps } from './five-fifty.story.js';

/**
 * Mobile and tablet: the panels as a swipe carousel (the carousel kit's keen-slider) under the
 * site header, with arrows and a bullet per tab; the page does not scroll before the last tab.
 */
export function SwipeStory({ host, tabs, labels, active, onActive, label, headerOffset }: StoryProps) {
  const total = tabs.length;
  const rtl = getComputedStyle(host).direction === 'rtl';
  // The tab active when the layout switched is where the carousel starts; later moves are its own.
  const [start] = useState(active + 1);
  const { trackRef, index, inView, go } = useCarousel({ total, start, speedMs: DEFAULT_CAROUSEL_SPEED_MS, perView: 1, spacingPx: 0, rtl });
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const bullets = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = index - 1;

  useEffect(() => onActive(shown), [shown, onActive]);
  useScrollLockBeforeLast(region, shown < total - 1, headerOffset);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = stepForKey(event.key, rtl);
    if (!step) return;
    event.preventDefault();
    const next = indexForStep(step, shown, total);
    bullets.current[next]?.focus();
    go(next + 1);
  };

  return (
    <section
      ref={setRegion} className="swipe" part="carousel" aria-label={label}
      style={{ '--_header': `${headerOffset}px` } as CSSProperties}
    >
      <div ref={trackRef} className="keen-slider track" part="track">
        {tabs.map((tab, i) => (
          <div
            key={tab.id} className="keen-slider__slide panel" part="panel" role="tabpanel" id={`panel-${i}`}
            aria-labelledby={tab.id} inert={!inView[i]}
          >
            <slot name={slotName(i)} />
          </div>
        ))}
      </div>
      <div className="controls" part="controls">
        <Arrow way="previous" disabled={shown === 0} onClick={() => go('previous')} />
        <div className="bullets" part="bullets" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {tabs.map((tab, i) => (
            <button
              key={tab.id} ref={(button) => { bullets.current[i] = button; }} type="button" role="tab" id={tab.id}
              className="bullet" part={i === shown ? 'bullet bullet-active' : 'bullet'} aria-selected={i === shown}
              aria-controls={`panel-${i}`} aria-label={labels[i]} tabIndex={i === shown ? 0 : -1} onClick={() => go(i + 1)}
            />
          ))}
        </div>
        <Arrow way="next" disabled={shown === total - 1} onClick={() => go('next')} />
      </div>
    </section>
  );
}
