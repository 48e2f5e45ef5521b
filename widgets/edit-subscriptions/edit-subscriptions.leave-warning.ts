import { useEffect } from 'react';

/**
 * While `active`, warns before the reader leaves (A§4 "leaving with unsaved changes warns"): the
 * browser's own prompt on unload, and a confirm on a click of a link that leaves the page (also
 * links inside other widgets' shadow roots). A link to a place on this page is not leaving.
 */
export function useLeaveWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message; // older browsers need a value to prompt
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
      if (!link || leavesPage(link) === false) return;
      if (!window.confirm(message)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message]);
}

/** False for a link to this very page (another hash on it); true otherwise. */
function leavesPage(link: HTMLAnchorElement): boolean {
  const target = new URL(link.href, location.href);
  const here = new URL(location.href);
  return !(target.origin === here.origin && target.pathname === here.pathname && target.search === here.search && target.hash !== '');
}
