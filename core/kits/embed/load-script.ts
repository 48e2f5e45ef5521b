import { asScriptUrl } from '../../host/trusted-html.js';

/**
 * Loads a classic script once per URL for the whole page: every element asking for the same URL
 * shares one `<script>` and one promise. A failed load is forgotten, so a later element (or a
 * retry) tries again instead of inheriting the failure for good.
 */
const loads = new Map<string, Promise<void>>();

export function loadScriptOnce(src: string, doc: Document = document): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = asScriptUrl(src);
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    }, { once: true });
    doc.head.append(script);
  });
  loads.set(src, loading);
  return loading;
}
