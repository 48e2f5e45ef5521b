/**
 * A widget that renders mck- tags in its own shadow root (the auth router's dialogs, the rail's
 * forms) hands that root to the loader, which finds tags in the document only (loader/loader.ts
 * `mck.loader.watch`). Without a loader (unit tests, a page that loads the bundle directly) the
 * tags render as soon as they are defined, so there is nothing to do.
 */
export function watchNestedTags(root: Node | null | undefined): void {
  const loader = (window as { mck?: { loader?: { watch?: (root: ShadowRoot) => void } } }).mck?.loader;
  if (root instanceof ShadowRoot) loader?.watch?.(root);
}
