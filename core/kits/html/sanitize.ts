import DOMPurify from 'dompurify';
import { mckPolicy } from '../../host/trusted-html.js';
import { harmlessInlineStyle } from './inline-style.js';

/**
 * Every HTML string a widget renders (server messages, CMS rich text, oembed HTML) goes through
 * here. DOMPurify rather than a hand-written filter: parsing HTML safely is its whole job.
 * Links that open a new window get rel="noopener noreferrer"; `style` attributes keep only the
 * declarations that cannot lay the element over the page (inline-style.ts). Under Trusted Types the result is
 * TrustedHTML signed by the bundle's one policy (core/host/trusted-html.ts), which DOMPurify also
 * parses with; elsewhere it is the string.
 */
let hooked = false;
function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = harmlessInlineStyle(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string | TrustedHTML {
  if (!html) return '';
  ensureHooks();
  const policy = mckPolicy();
  // `target` is dropped by default; CMS links use it, and the hook above makes it safe.
  const options = { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] };
  return policy
    ? DOMPurify.sanitize(html, { ...options, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: policy as never })
    : DOMPurify.sanitize(html, options);
}

/** Props for `dangerouslySetInnerHTML` with the string already sanitised. */
export const safeHtml = (html: string | null | undefined) => ({ __html: sanitizeHtml(html) });
