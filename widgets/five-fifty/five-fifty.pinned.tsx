import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { onScrollWhileNear } from '../../core/kits/async/index.js';
import { stepForKey } from '../../core/kits/carousel/index.js';
import { prefersReducedMotion } from '../../core/page/motion.js';
import { Arrow } from './five-fifty.arrow.js';
import { slotName } from './five-fifty.content.js';
import { activePanel, scrollLength, scrollTopForPanel, sidewaysOffset } from './five-fifty.scroll.js';
import { indexForStep, type StoryProps } from './five-fifty.story.js';

/**
 * Desktop: the pinned horizontal scroll. The story is a tall box the page scrolls through; its
 * pin (tab bar and panels) sticks under the site header, the panels move sideways with the scroll
 * (D§9's scale factor) and the active tab follows. A tab or an arrow scrolls the page to its
 * panel, smoothly unless the reader asks for reduced motion.
 */
export function PinnedStory({ host, tabs, labels, active, onActive, label, headerOffset }: StoryProps) {
  const story = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const [panelWidth, setPanelWidth] = useState(0);
  const total = tabs.length;
  const rtl = getComputedStyle(host).direction === 'rtl';

  useLayoutEffect(() => {
    const view = viewport.current!;
    const measure = () => setPanelWidth(view.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(view);
    return () => observer.disconnect();
  }, []);

  // The panels follow the scroll directly (a style, not a render per frame); the active tab is state.
  // Only while the story is within a screen of the view: elsewhere on a long page its position
  // cannot change what the reader sees, and reading it would force layout on every scroll.
  useLayoutEffect(() => {
    const follow = () => {
      const offset = sidewaysOffset(story.current!.getBoundingClientRect().top, total, panelWidth, headerOffset);
      track.current!.style.transform = `translateX(${rtl ? offset : -offset}px)`;
      onActive(activePanel(offset, panelWidth, total));
    };
    follow();
    return onScrollWhileNear(story.current!, follow);
  }, [total, panelWidth, headerOffset, rtl, onActive]);

  const show = (index: number) => {
    const pageTop = story.current!.getBoundingClientRect().top + scrollY;
    scrollTo({ top: scrollTopForPanel(index, pageTop, panelWidth, headerOffset), behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = stepForKey(event.key, rtl);
    if (!step) return;
    event.preventDefault();
    const index = indexForStep(step, active, total);
    tabButtons.current[index]?.focus();
    show(index);
  };

  return (
    <div
      ref={story} className="story" part="story"
      style={{ '--_header': `${headerOffset}px`, '--_scroll-length': `${scrollLength(total, panelWidth)}px` } as CSSProperties}
    >
      <div className="pin" part="pin">
        <div className="bar" part="bar">
          <Arrow way="previous" disabled={active === 0} onClick={() => show(active - 1)} />
          <div className="tabs" part="tablist" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
            {tabs.map((tab, index) => (
              <button
                key={tab.id} ref={(button) => { tabButtons.current[index] = button; }} type="button" role="tab" id={tab.id}
                className="tab" part={index === active ? 'tab tab-active' : 'tab'} aria-selected={index === active}
                aria-controls={`panel-${index}`} tabIndex={index === active ? 0 : -1} onClick={() => show(index)}
              >
                {labels[index]}
              </button>
            ))}
          </div>
          <Arrow way="next" disabled={active === total - 1} onClick={() => show(active + 1)} />
        </div>
        <div ref={viewport} className="viewport" part="viewport">
          <div ref={track} className="track" part="track">
            {tabs.map((tab, index) => (
              <div
                key={tab.id} className="panel" part="panel" role="tabpanel" id={`panel-${index}`} aria-labelledby={tab.id}
                inert={index !== active}
              >
                <slot name={slotName(index)} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
