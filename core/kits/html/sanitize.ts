import DOMPurify from 'dompurify';

/**
 * Every HTML string a widget renders (server messages, CMS rich text, oembed HTML) goes through
 * here. DOMPurify rather than a hand-written filter: parsing HTML safely is its whole job.
 * Links that open a new window get rel="noopener noreferrer".
 */
let hooked = false;
function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  ensureHooks();
  // `target` is dropped by default; CMS links use it, and the hook above makes it safe.
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

/** Props for `dangerouslySetInnerHTML` with the string already sanitised. */
export const safeHtml = (html: string | null | undefined) => ({ __html: sanitizeHtml(html) });
