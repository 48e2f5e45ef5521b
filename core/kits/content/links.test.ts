import { is } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureForTest } from '../../../tests/support/config.js';
import { setConfig } from '../../page/config.js';
import { CheckedCtaLink, ctaKind, resolveCtaLink, type CtaLink } from './links.js';

const base = 'https://www.example.com/insights/article';
const policy = { base, allowedOrigins: ['https://partner.example.org'] };
const resolve = (link: CtaLink) => resolveCtaLink(link, policy);

describe('CTA link kinds (A§3, E§3)', () => {
  it.each([
    [{ linkType: 'media', url: '/files/report.pdf' }, 'media'],
    [{ url: '#findings' }, 'anchor'],
    [{ anchor: 'findings' }, 'anchor'],
    [{ url: '/our-insights' }, 'internal'],
    [{ url: 'https://www.example.com/careers' }, 'internal'],
    [{ url: 'https://partner.example.org/study' }, 'external'],
  ] as const)('%o is %s', (link, kind) => {
    expect(ctaKind(link, policy)).toBe(kind);
  });
});

describe('resolveCtaLink', () => {
  it('links an internal page in the same window, with its query string and anchor', () => {
    expect(resolve({ linkType: 'internal', text: 'Read the report', url: '/our-insights/ai', queryString: '?lang=en', anchor: '#summary', linkTitle: 'The full report', title: 'ignored' }))
      .toEqual({ ok: true, link: { kind: 'internal', href: 'https://www.example.com/our-insights/ai?lang=en#summary', text: 'Read the report', title: 'The full report' } });
  });

  it('adds the query string to one the URL already has', () => {
    const result = resolve({ text: 'Next', url: '/search?q=ai', queryString: 'page=2' });
    expect(result.ok && result.link.href).toBe('https://www.example.com/search?q=ai&page=2');
  });

  it('opens a new window without handing it this page, and keeps the referrer from other sites', () => {
    expect(resolve({ linkType: 'external', text: 'Study', url: 'https://partner.example.org/study', target: '_blank' }))
      .toEqual({ ok: true, link: { kind: 'external', href: 'https://partner.example.org/study', text: 'Study', target: '_blank', rel: 'noopener noreferrer' } });
    expect(resolve({ linkType: 'external', text: 'Study', url: 'https://partner.example.org/study' }))
      .toEqual({ ok: true, link: { kind: 'external', href: 'https://partner.example.org/study', text: 'Study', rel: 'noreferrer' } });
    expect(resolve({ linkType: 'media', text: 'PDF', url: '/files/a.pdf', target: '_BLANK' }))
      .toEqual({ ok: true, link: { kind: 'media', href: 'https://www.example.com/files/a.pdf', text: 'PDF', target: '_blank', rel: 'noopener' } });
  });

  it('stays in the window for any target but _blank (frame names mean nothing on these pages)', () => {
    const result = resolve({ text: 'Go', url: '/x', target: '_parent' });
    expect(result.ok && result.link.target).toBeUndefined();
  });

  it('points an anchor link at the fragment on this page', () => {
    expect(resolve({ linkType: 'anchor', text: 'Jump', anchor: 'key findings' }))
      .toEqual({ ok: true, link: { kind: 'anchor', href: '#key%20findings', text: 'Jump' } });
  });

  it.each([
    [{ linkType: 'internal', text: 'Read' }, 'no-url'],
    [{ linkType: 'internal', text: 'Read', url: '   ' }, 'no-url'],
    [{ linkType: 'anchor', text: 'Jump' }, 'no-url'],
    [{ url: '/x', text: ' ' }, 'no-text'],
    [{ url: 'javascript:alert(1)', text: 'Go' }, 'scheme'],
    [{ linkType: 'external', url: 'https://evil.example/', text: 'Go' }, 'origin'],
  ] as const)('does not render %o (%s)', (link, problem) => {
    expect(resolve(link)).toEqual({ ok: false, problem });
  });
});

describe('CheckedCtaLink (an attribute of it)', () => {
  beforeEach(() => configureForTest());
  afterEach(() => setConfig(null));

  it('refuses a URL the navigation check refuses, and a kind the CMS does not have', () => {
    expect(is({ text: 'Go', url: 'javascript:alert(1)' }, CheckedCtaLink)).toBe(false);
    expect(is({ text: 'Go', url: '/x', linkType: 'email' }, CheckedCtaLink)).toBe(false);
  });
  it('accepts a link that is simply not rendered (internal without href), and fields it does not use', () => {
    expect(is({ linkType: 'internal', text: 'Read' }, CheckedCtaLink)).toBe(true);
    expect(is({ text: 'Go', url: '/x', cssClass: 'btn', name: 'cta' }, CheckedCtaLink)).toBe(true);
  });
});
