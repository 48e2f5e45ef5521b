/**
 * Waits `ms`, or rejects with the signal's reason as soon as it aborts. This is the kit's debounce:
 * a resource waits before calling, and a newer call aborts the older one's wait, so only the last
 * of a burst (keystrokes in a search box) reaches the service.
 */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
