import { useEffect, useState } from 'react';

/** Shallow equality of two snapshots, so an unrelated mutation does not re-render. */
const sameSnapshot = <T extends object>(a: T, b: T) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]));

/**
 * What a widget needs to know about the content the CMS printed inside its tag (light DOM), read
 * again whenever that content changes: an editor's page or rich-text expansion may add or change
 * it after the widget rendered. `read` returns a small flat object; the widget re-renders only when
 * one of its values changes.
 */
export function useLightDom<T extends object>(host: HTMLElement, read: (host: HTMLElement) => T): T {
  const [snapshot, setSnapshot] = useState(() => read(host));
  useEffect(() => {
    const update = () => setSnapshot((previous) => {
      const next = read(host);
      return sameSnapshot(previous, next) ? previous : next;
    });
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true, subtree: true, characterData: true, attributes: true });
    update();
    return () => observer.disconnect();
  }, [host, read]);
  return snapshot;
}
