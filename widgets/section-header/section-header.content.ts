/** What the CMS printed inside the tag that changes what the widget renders. */
export interface PrintedContent {
  /** Any default-slot content: the eyebrow and headline (else an editor placeholder). */
  headline: boolean;
  /** An `<img slot="image">` (or other element in the image slot). */
  image: boolean;
}

export const readPrinted = (host: HTMLElement): PrintedContent => ({
  headline: [...host.childNodes].some((node) => (node instanceof Element ? !node.hasAttribute('slot') : !!node.textContent?.trim())),
  image: !!host.querySelector(':scope > [slot="image"]'),
});
