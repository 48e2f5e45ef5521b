import { useEffect, useState, type RefObject } from 'react';
import { CEROS_SCALE_DELAY_MS, scaleToFit } from './ceros.layout.js';

/**
 * The scale of an experience laid out at `experienceWidth` in the box `box` (E§9: applied 500 ms
 * after render, and again 500 ms after the box last changed size). 1 when not `enabled`.
 */
export function useCerosScale(box: RefObject<HTMLElement | null>, experienceWidth: number | undefined, enabled: boolean): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = box.current;
    if (!enabled || !el || !experienceWidth) {
      setScale(1);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setScale(scaleToFit(el.clientWidth, experienceWidth)), CEROS_SCALE_DELAY_MS);
    };
    schedule();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(el);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [box, experienceWidth, enabled]);
  return scale;
}
