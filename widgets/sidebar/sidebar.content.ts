/**
 * The sidebar's choices (E§3 Sidebar) and what it reads from the content the CMS printed inside the
 * tag: the headline (`slot="heading"`), the teaser shown while collapsed (`slot="teaser"`), the
 * body (children without a `slot`: description, about the author, share icons, footnotes) and, in
 * the scrolling render mode, the pinned background image (`slot="background"`).
 */

/** E§3 renderMode: the default box, or the scrolling mode with a pinned background. */
export const RENDER_MODES = ['default', 'scrolling'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];


const hasText = (node: Node) => !!node.textContent?.trim();

export interface SidebarContent {
  heading: boolean;
  teaser: boolean;
  body: boolean;
  background: boolean;
}

/** Which of its parts the CMS printed (flat, so the widget re-renders only when one changes). */
export function readSidebarContent(host: HTMLElement): SidebarContent {
  const content = { heading: false, teaser: false, body: false, background: false };
  for (const node of host.childNodes) {
    if (node instanceof Element) {
      const slot = node.getAttribute('slot');
      if (slot === null) content.body ||= hasText(node) || node.matches('img, picture, svg, ul, ol');
      else if (slot === 'heading') content.heading ||= hasText(node);
      else if (slot === 'teaser') content.teaser ||= hasText(node);
      else if (slot === 'background') content.background = true;
    } else if (node.nodeType === Node.TEXT_NODE) {
      content.body ||= hasText(node);
    }
  }
  return content;
}
